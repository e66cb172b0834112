import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '@newsroom/contract';
import { serverPageEnvironment } from '../page/page-environment';

/** SPEC §9: the `language_code` cookie picks the default content locale, English without it. */
export function contentLocale(
  cookie = serverPageEnvironment()?.cookie ??
    (typeof document === 'undefined' ? '' : document.cookie),
): string {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = decodeURIComponent(rest.join('=')).trim();
      if (/^[a-z]{2}(-[A-Za-z]{2})?$/.test(value)) return value;
    }
  }
  return DEFAULT_LANGUAGE;
}

export function rememberContentLocale(code: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie is shared with the public site, which reads it by name
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=31536000; samesite=lax`;
}
