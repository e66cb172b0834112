const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;
const SOURCE = /\s(?:src|href)="([^"]+)"/;

export type TEntryScripts = {
  template: string;
  /** The tags taken out, in their order. */
  scripts: string;
  /** The entry script's address, and those of the modules preloaded beside it. */
  entry?: string;
  modulepreloads: string[];
};

/**
 * index.html apart from its entry script and the entry's modulepreloads, for a page whose screen
 * the server renders: its rows show without any script, so the scripts are asked for after
 * them (with the screen's own chunks) and do not take the browser's and the server's CPU from
 * the render meanwhile. The app still starts only once the whole page is in.
 */
export function splitEntryScripts(template: string): TEntryScripts {
  const head = template.indexOf('</head>');
  if (head < 0) return { template, scripts: '', modulepreloads: [] };
  const scripts: string[] = [];
  let entry: string | undefined;
  const modulepreloads: string[] = [];
  const withoutScripts = template.slice(0, head).replace(ENTRY_SCRIPT, (tag) => {
    scripts.push(tag.trim());
    const source = SOURCE.exec(tag)?.[1];
    if (source && tag.startsWith('<script')) entry ??= source;
    else if (source) modulepreloads.push(source);
    return '';
  });
  return {
    template: withoutScripts + template.slice(head),
    scripts: scripts.join(''),
    entry,
    modulepreloads,
  };
}
