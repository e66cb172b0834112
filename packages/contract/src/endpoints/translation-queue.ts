import { ZTranslationQueue, ZTranslationQueueQuery } from '../schemas/translation-queue';
import { defineEndpoint } from './define-endpoint';

/** What still needs translating into one locale: the translators' starting point. */
export const translationQueueEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/content/translation_queue',
    access: 'translationQueue',
    tags: ['translations'],
    summary:
      'Live events (not ended, in that language) and videos (made in another locale) still missing a translation into the locale',
    query: ZTranslationQueueQuery,
    response: ZTranslationQueue,
  }),
};
