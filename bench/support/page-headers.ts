/** What describes the answer's body or connection rather than the page's policy. */
const TRANSPORT = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

/**
 * The policy headers a page of the server at `url` is answered with (its CSP, opener and
 * resource policies, framing, referrer...), to give a yardstick page the very same.
 */
export async function pageHeadersOf(url: string): Promise<Record<string, string>> {
  const response = await fetch(url);
  await response.arrayBuffer();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!TRANSPORT.has(name.toLowerCase())) headers[name] = value;
  });
  return headers;
}
