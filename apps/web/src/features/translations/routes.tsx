import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';

/** The translators' queue (relative to /cms). */
export const translationsRoutes: RouteObject[] = [
  {
    path: 'content/translations',
    handle: { title: 'Translations to do' },
    lazy: lazyScreen(() => import('./screens/translation-queue-screen')),
  },
];
