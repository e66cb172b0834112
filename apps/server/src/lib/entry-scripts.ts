const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * index.html apart from its entry script and the entry's modulepreloads, for a page whose screen
 * the server renders: its rows show without any script, so the scripts are asked for after
 * them (with the screen's own chunks) and do not take the browser's and the server's CPU from
 * the render meanwhile. The app still starts only once the whole page is in.
 */
export function splitEntryScripts(template: string): { template: string; scripts: string } {
  const head = template.indexOf('</head>');
  if (head < 0) return { template, scripts: '' };
  const scripts: string[] = [];
  const withoutScripts = template.slice(0, head).replace(ENTRY_SCRIPT, (tag) => {
    scripts.push(tag.trim());
    return '';
  });
  return { template: withoutScripts + template.slice(head), scripts: scripts.join('') };
}
