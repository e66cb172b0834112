import { z } from 'zod';
import { INT32_MAX } from './bounds';
import { ZTagLocale } from './tags';

/** The public site's page types that carry their own meta tags (SPEC §2 /settings/seo-tags). */
export const SEO_PAGE_TYPES = ['home', 'video', 'live_event', 'tag', 'search'] as const;
export type TSeoPageType = (typeof SEO_PAGE_TYPES)[number];

export const SEO_PAGE_TYPE_LABELS: Record<TSeoPageType, string> = {
  home: 'Home page',
  video: 'Video page',
  live_event: 'Live event page',
  tag: 'Tag page',
  search: 'Search results',
};

/**
 * The placeholders each page type may use: the site fills them from the page it renders.
 * `{site}` is the site's name everywhere; the rest exist only where the page has them.
 */
export const SEO_PLACEHOLDERS: Record<TSeoPageType, readonly string[]> = {
  home: ['site'],
  video: ['site', 'title', 'description', 'date'],
  live_event: ['site', 'title', 'description', 'date'],
  tag: ['site', 'tag'],
  search: ['site', 'query'],
};

/** What the counters and the preview substitute, so lengths read like a real page's. */
export const SEO_SAMPLE_VALUES: Record<string, string> = {
  site: 'Newsroom',
  title: 'Floods close roads across the north after three days of rain',
  description:
    'Rescue teams evacuated two villages overnight as rivers rose above their banks; more rain is expected on Friday.',
  date: '25 November 2026',
  tag: 'Climate',
  query: 'election results',
};

/** Search engines cut longer titles and descriptions: the counters warn past these. */
export const SEO_TITLE_LIMIT = 60;
export const SEO_DESCRIPTION_LIMIT = 160;
/** Hard limits of the templates themselves (422 beyond). */
export const SEO_TITLE_TEMPLATE_MAX = 200;
export const SEO_DESCRIPTION_TEMPLATE_MAX = 500;

/** The Open Graph image: at most 5 MB; the variant is 1200 px wide, what social sites show. */
export const SEO_IMAGE_FIELD = 'image';
export const SEO_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SEO_IMAGE_VARIANT_WIDTH = 1200;
export const SEO_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * What is wrong with a template's placeholders for a page type, in words, or null: names the
 * page does not offer, and braces that open or close no placeholder.
 */
export function placeholderProblem(pageType: TSeoPageType, template: string): string | null {
  const allowed = SEO_PLACEHOLDERS[pageType];
  const unknown = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!allowed.includes(name)) unknown.add(`{${name}}`);
  }
  const offered = allowed.map((name) => `{${name}}`).join(', ');
  if (unknown.size > 0) {
    const list = [...unknown].join(', ');
    return `${list} cannot be used on the ${SEO_PAGE_TYPE_LABELS[pageType].toLowerCase()}: use ${offered}`;
  }
  if (/[{}]/.test(template.replace(PLACEHOLDER, ''))) {
    return `Use { and } only around a placeholder: ${offered}`;
  }
  return null;
}

/** The template with every placeholder filled from `values` (unknown ones left as typed). */
export const fillSeoTemplate = (template: string, values: Record<string, string>) =>
  template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

export const ZSeoPageType = z.enum(SEO_PAGE_TYPES);
export const ZSeoLocaleParam = z.strictObject({ locale: ZTagLocale });
export const ZSeoTagParam = z.strictObject({ locale: ZTagLocale, page_type: ZSeoPageType });

/** One page type's tags in one locale; `version` 0 means never saved (the defaults shown). */
export const ZSeoTag = z.object({
  locale: z.string(),
  page_type: ZSeoPageType,
  title_template: z.string(),
  description_template: z.string(),
  /** The Open Graph image (1200 px wide variant) and the original as uploaded. */
  og_image_url: z.string().nullable(),
  og_image_original_url: z.string().nullable(),
  robots_index: z.boolean(),
  robots_follow: z.boolean(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type TSeoTag = z.infer<typeof ZSeoTag>;

export const ZSeoTagList = z.object({
  locale: z.string(),
  seo_tags: z.array(ZSeoTag),
});
export type TSeoTagList = z.infer<typeof ZSeoTagList>;

const template = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}`)
    .max(max, `At most ${max} characters`)
    .refine((value) => !/[\r\n]/.test(value), 'One line only');

const ZSeoTagFields = z.strictObject({
  title_template: template(SEO_TITLE_TEMPLATE_MAX, 'title'),
  description_template: template(SEO_DESCRIPTION_TEMPLATE_MAX, 'description'),
  robots_index: z.boolean(),
  robots_follow: z.boolean(),
  /** The version the editor saw; 0 when the page type was never saved (409 when stale). */
  version: z.number().int().min(0).max(INT32_MAX),
});

/** PUT body. The placeholders are checked against the path's page type (seoTagBodyFor). */
export const ZSeoTagUpdate = z.strictObject({ seo_tag: ZSeoTagFields });
export type TSeoTagUpdate = z.infer<typeof ZSeoTagUpdate>;

/** The PUT body for one page type, placeholders included: what the server and the form check. */
export const seoTagBodyFor = (pageType: TSeoPageType) =>
  ZSeoTagUpdate.superRefine((body, context) => {
    for (const field of ['title_template', 'description_template'] as const) {
      const problem = placeholderProblem(pageType, body.seo_tag[field]);
      if (problem) context.addIssue({ code: 'custom', path: ['seo_tag', field], message: problem });
    }
  });

/** What the public site reads: the templates of every page type of a locale. */
export const ZPublicSeoTag = z.object({
  page_type: ZSeoPageType,
  title_template: z.string(),
  description_template: z.string(),
  og_image_url: z.string().nullable(),
  /** The robots meta tag's content, e.g. "index, follow". */
  robots: z.string(),
  placeholders: z.array(z.string()),
});
export const ZPublicSeoTags = z.object({
  locale: z.string(),
  seo_tags: z.array(ZPublicSeoTag),
});
export type TPublicSeoTags = z.infer<typeof ZPublicSeoTags>;
