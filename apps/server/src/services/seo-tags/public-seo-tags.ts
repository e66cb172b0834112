import { SEO_PLACEHOLDERS, type TPublicSeoTags } from '@newsroom/contract';
import type { TDbOrTx } from '../../db/client';
import { readSeoTags } from './read-seo-tags';

const absolute = (base: string, url: string) => (url.startsWith('/') ? `${base}${url}` : url);

/**
 * What the site renders into each page's head: the templates of every page type of a locale
 * (saved ones, else the defaults), the image as an absolute address and the robots content.
 * `base` is this API's public origin. An unknown locale is a 404.
 */
export async function readPublicSeoTags(
  db: TDbOrTx,
  locale: string,
  base: string,
): Promise<TPublicSeoTags> {
  const tags = await readSeoTags(db, locale);
  return {
    locale,
    seo_tags: tags.map((tag) => ({
      page_type: tag.page_type,
      title_template: tag.title_template,
      description_template: tag.description_template,
      og_image_url: tag.og_image_url ? absolute(base, tag.og_image_url) : null,
      robots: `${tag.robots_index ? 'index' : 'noindex'}, ${tag.robots_follow ? 'follow' : 'nofollow'}`,
      placeholders: SEO_PLACEHOLDERS[tag.page_type].map((name) => `{${name}}`),
    })),
  };
}
