import { ZHistoryList, ZHistoryQuery } from '../schemas/history';
import {
  ZPublicSeoTags,
  ZSeoLocaleParam,
  ZSeoTag,
  ZSeoTagList,
  ZSeoTagParam,
  ZSeoTagUpdate,
} from '../schemas/seo-tags';
import { defineEndpoint } from './define-endpoint';

const SEO = '/api/admin/settings/seo_tags';
const common = { access: 'seoTags', tags: ['seo tags'] } as const;

/** SEO meta tags (SPEC §2 /settings/seo-tags): super_admin and seo_admin (SPEC §6). */
export const seoTagEndpoints = {
  list: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SEO}/:locale`,
    summary:
      "A locale's meta tags of every page type (never saved ones as their defaults, version 0)",
    params: ZSeoLocaleParam,
    response: ZSeoTagList,
    errors: [404],
  }),
  update: defineEndpoint({
    ...common,
    method: 'PUT',
    path: `${SEO}/:locale/:page_type`,
    summary:
      "Save a page type's templates and robots (422 for a placeholder the page type lacks; 409 when the version is stale)",
    params: ZSeoTagParam,
    body: ZSeoTagUpdate,
    response: ZSeoTag,
    errors: [404, 409],
  }),
  uploadImage: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${SEO}/:locale/:page_type/image`,
    summary:
      'Upload the Open Graph image (multipart field `image`; PNG, JPEG or WebP up to 5 MB) of a saved page type',
    params: ZSeoTagParam,
    multipart: true,
    response: ZSeoTag,
    errors: [404, 409, 415],
  }),
  removeImage: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: `${SEO}/:locale/:page_type/image`,
    summary: 'Remove the Open Graph image of a page type',
    params: ZSeoTagParam,
    response: ZSeoTag,
    errors: [404],
  }),
  history: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SEO}/:locale/:page_type/history`,
    summary: "A page type's meta tag changes in a locale, newest first",
    params: ZSeoTagParam,
    query: ZHistoryQuery,
    response: ZHistoryList,
  }),
};

/** What the public site reads, without a session. */
export const publicSeoTagEndpoints = {
  read: defineEndpoint({
    access: 'public',
    tags: ['public seo tags'],
    method: 'GET',
    path: '/api/public/seo_tags/:locale',
    summary:
      "A locale's meta tag templates of every page type, with the placeholders each may fill (ETag, 304)",
    params: ZSeoLocaleParam,
    response: ZPublicSeoTags,
    errors: [404],
  }),
};
