import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';

/** SPEC §2 `/content/{type}/{id}/tags/{locale}` (a video's tags are a tab of the video page). */
export const contentTagsRoutes: RouteObject[] = [
  {
    path: 'content/:type/:id/tags/:locale',
    handle: { title: 'Content tags' },
    lazy: lazyScreen(() => import('./screens/content-tags-screen')),
  },
];
