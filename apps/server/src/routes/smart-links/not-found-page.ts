import { escapeHtml } from '../../lib/escape-html';

/** What a visitor sees for a smart link that does not exist (no scripts, so the CSP allows it). */
export function notFoundPage(siteUrl: string): string {
  const home = escapeHtml(siteUrl);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Link not found</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>Link not found</h1>
<p>This link does not exist or is no longer valid.</p>
<p><a href="${home}">Go to the news site</a></p>
</body>
</html>
`;
}
