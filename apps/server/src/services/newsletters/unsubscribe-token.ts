import { NEWSLETTER_KINDS, type TNewsletterKind } from '@newsroom/contract';
import type { TSecretBox } from '../../lib/secrets';
import { sameHash } from '../../lib/tokens';

const PURPOSE = 'newsletter-unsubscribe';
/** An unsubscribe link works this long after the e-mail it came in (old issues stay usable). */
export const UNSUBSCRIBE_TOKEN_DAYS = 365;

export type TUnsubscribeClaim = { customerId: number; kind: TNewsletterKind; locale: string };

/**
 * `<customer>.<kind>.<locale>.<expires, unix seconds>.<HMAC>`: signed, not stored, so a link
 * needs no table and works from any process; a changed part or a passed date is refused.
 */
export function signUnsubscribeToken(secrets: TSecretBox, claim: TUnsubscribeClaim, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400;
  const payload = `${claim.customerId}.${claim.kind}.${claim.locale}.${expires}`;
  return `${payload}.${secrets.mac(PURPOSE, payload)}`;
}

/** The claim of a valid token; null for a tampered, malformed or expired one. */
export function verifyUnsubscribeToken(
  secrets: TSecretBox,
  token: string,
  now: Date,
): TUnsubscribeClaim | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [customer, kind, locale, expires, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  const payload = `${customer}.${kind}.${locale}.${expires}`;
  if (!sameHash(secrets.mac(PURPOSE, payload), signature)) return null;
  if (!/^\d{1,10}$/.test(customer) || !/^\d{1,12}$/.test(expires)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  if (!(NEWSLETTER_KINDS as readonly string[]).includes(kind)) return null;
  return { customerId: Number(customer), kind: kind as TNewsletterKind, locale };
}

export function unsubscribeUrlOf(publicUrl: string, token: string) {
  return `${publicUrl}/api/public/newsletters/unsubscribe?token=${encodeURIComponent(token)}`;
}
