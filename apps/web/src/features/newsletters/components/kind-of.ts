import { NEWSLETTER_KINDS, type TNewsletterKind } from '@newsroom/contract';

/** The `{type}` of /newsletters/{type}, or null for anything else (shown as not found). */
export function kindOf(type: string | undefined): TNewsletterKind | null {
  return (NEWSLETTER_KINDS as readonly string[]).includes(type ?? '')
    ? (type as TNewsletterKind)
    : null;
}
