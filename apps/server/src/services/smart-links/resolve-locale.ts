import { DEFAULT_LANGUAGE } from '@newsroom/contract';

const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? '';

/** The event's languages in order, lower-case; the first is its main language. */
export function eventLocales(languages: readonly string[]): string[] {
  const list = [...new Set(languages.map((code) => code.toLowerCase()))];
  return list.length ? list : [DEFAULT_LANGUAGE];
}

/** `fr-CH` matches `fr-ch`, then `fr`; unknown tags match nothing. */
function match(tag: string, locales: readonly string[]): string | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower || lower === '*') return undefined;
  return locales.find((locale) => locale === lower) ?? locales.find((l) => l === primary(lower));
}

/** Accept-Language tags, most wanted first (q=0 means "not this one"). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Where a visitor is sent: `?locale=` when the event has it, else the first
 * Accept-Language entry the event has, else the event's main language.
 */
export function resolveLocale(
  languages: readonly string[],
  asked: string | undefined,
  acceptLanguage: string | undefined,
): string {
  const locales = eventLocales(languages);
  const fromQuery = asked ? match(asked, locales) : undefined;
  if (fromQuery) return fromQuery;
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const found = match(tag, locales);
    if (found) return found;
  }
  return locales[0] ?? DEFAULT_LANGUAGE;
}
