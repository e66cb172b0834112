/** The content locales; their names come from Intl.DisplayNames. */
export const LOCALE_CODES = [
  'en',
  'ru',
  'es',
  'ar',
  'de',
  'fr',
  'it',
  'pt',
  'zh',
  'tr',
  'uk',
] as const;

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

export function localeName(code: string): string {
  return languageNames.of(code) ?? code;
}
