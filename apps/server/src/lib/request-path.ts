/** Percent-decodes until stable (so `%2561` cannot hide an `a`); bad escapes stay as they are. */
function decodeFully(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      next = current.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * The path a request names, the way the most lenient server or proxy would read it: decoded,
 * backslashes as slashes, empty and dot segments resolved, matrix parameters (`;x`) dropped,
 * lower case. Only for requests no route matched: those are judged by this path so that no
 * spelling of an admin path answers differently from the plain one. Matched requests are judged
 * by their route (plugins/access.ts), never by URL text.
 */
export function normalisedPath(url: string): string {
  const rawPath = url.split('?')[0] ?? '';
  const segments: string[] = [];
  for (const segment of decodeFully(rawPath).replace(/\\/g, '/').split('/')) {
    const name = segment.split(';')[0] ?? '';
    if (name === '' || name === '.') continue;
    if (name === '..') segments.pop();
    else segments.push(name);
  }
  return `/${segments.join('/')}`.toLowerCase();
}
