import { NEWSLETTER_KINDS, type TNewsletterKind } from '../schemas/newsletters';

/** The `{type}` of /newsletters/{type}, or null for anything else (shown as not found). */
export function newsletterKindOf(type: string | undefined): TNewsletterKind | null {
  return NEWSLETTER_KINDS.find((kind) => kind === type) ?? null;
}
