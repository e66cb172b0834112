import { SEO_PAGE_TYPES, type TSeoPageType, type TSeoTag } from '@newsroom/contract';
import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { locales, seoTags } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { SEO_DEFAULTS } from './seo-defaults';

export type TSeoTagRow = typeof seoTags.$inferSelect;

/** A saved row, or the page type's defaults as version 0 (never saved). */
export function presentSeoTag(
  locale: string,
  pageType: TSeoPageType,
  row: TSeoTagRow | undefined,
): TSeoTag {
  const source = row ?? { ...SEO_DEFAULTS[pageType], ogImageUrl: null, ogImageOriginalUrl: null };
  return {
    locale,
    page_type: pageType,
    title_template: source.titleTemplate,
    description_template: source.descriptionTemplate,
    og_image_url: source.ogImageUrl,
    og_image_original_url: source.ogImageOriginalUrl,
    robots_index: source.robotsIndex,
    robots_follow: source.robotsFollow,
    version: row?.version ?? 0,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** A locale in a path must be one of the platform's: 404 otherwise. */
export async function assertKnownLocale(db: TDbOrTx, locale: string): Promise<void> {
  const [found] = await db
    .select({ code: locales.code })
    .from(locales)
    .where(eq(locales.code, locale));
  if (!found) throw notFound();
}

/** Every page type's tags of a locale, in SEO_PAGE_TYPES order. */
export async function readSeoTags(db: TDbOrTx, locale: string): Promise<TSeoTag[]> {
  await assertKnownLocale(db, locale);
  const rows = await db.select().from(seoTags).where(eq(seoTags.locale, locale));
  return SEO_PAGE_TYPES.map((pageType) =>
    presentSeoTag(
      locale,
      pageType,
      rows.find((row) => row.pageType === pageType),
    ),
  );
}

/** One page type's row, locked for the change that follows. */
export async function lockSeoTag(db: TDbOrTx, locale: string, pageType: TSeoPageType) {
  const [row] = await db
    .select()
    .from(seoTags)
    .where(and(eq(seoTags.locale, locale), eq(seoTags.pageType, pageType)))
    .for('update');
  return row;
}

export const seoSubjectId = (locale: string, pageType: TSeoPageType) => `${locale}/${pageType}`;
