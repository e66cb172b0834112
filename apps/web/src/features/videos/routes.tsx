import type { RouteObject } from 'react-router';
import { prefetchForRoute } from '../../lib/query/route-prefetch';
import { lazyScreen } from '../../lib/ui/lazy-screen';
import { RedirectTo } from '../../lib/ui/redirect';
import { videoSearchQuery } from './api/use-video-search';
import { VideosScreenSkeleton } from './components/videos-screen-skeleton';
import { videoSearchOf } from './model/search-params';

const videosScreen = lazyScreen(() => import('./screens/videos-screen'));
const videoScreen = lazyScreen(() => import('./screens/video-screen'));

/**
 * The list: its search starts at navigation, in parallel with the screen's chunk
 * (React Router runs a static loader beside `lazy`), and the screen's frame with the
 * table's skeleton shows while the chunk loads.
 */
const videosList: Omit<RouteObject, 'path' | 'index' | 'children'> = {
  lazy: videosScreen,
  loader: ({ request }) => {
    const url = new URL(request.url);
    return prefetchForRoute(
      'videos',
      videoSearchQuery(videoSearchOf(url.pathname, url.searchParams).search),
    );
  },
  hydrateFallbackElement: <VideosScreenSkeleton />,
};

/** Videos: every path of SPEC §2 in this area (relative to /cms). */
export const videosRoutes: RouteObject[] = [
  { path: 'content', element: <RedirectTo to="/content/videos/all" /> },
  { path: 'content/videos', element: <RedirectTo to="/content/videos/all" /> },
  { path: 'content/videos/all', ...videosList },
  { path: 'content/videos/trending', ...videosList },
  { path: 'content/videos/all/:id', lazy: videoScreen },
  { path: 'content/videos/all/:id/downloads', lazy: videoScreen },
  { path: 'content/videos/all/:id/translations', lazy: videoScreen },
  { path: 'content/videos/all/:id/tags/:locale', lazy: videoScreen },
];
