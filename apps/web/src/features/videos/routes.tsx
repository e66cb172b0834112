import { videoEndpoints } from '@newsroom/contract';
import type { RouteObject } from 'react-router';
import { prefetchLoader } from '../../lib/query/route-prefetch';
import { lazyScreen } from '../../lib/ui/lazy-screen';
import { RedirectTo } from '../../lib/ui/redirect';
import { videoSearchQuery } from './api/use-video-search';
import { videoSearchOf } from './model/search-params';

const videosScreen = lazyScreen(() => import('./screens/videos-screen'));
const videoScreen = lazyScreen(() => import('./screens/video-screen'));
// The list's search starts with the navigation, in parallel with the screen's chunk.
const searchLoader = prefetchLoader(videoEndpoints.search, ({ request }) => {
  const url = new URL(request.url);
  return videoSearchQuery(videoSearchOf(url.pathname, url.searchParams).search);
});

/** Videos: every path of SPEC §2 in this area (relative to /cms). */
export const videosRoutes: RouteObject[] = [
  { path: 'content', element: <RedirectTo to="/content/videos/all" /> },
  { path: 'content/videos', element: <RedirectTo to="/content/videos/all" /> },
  {
    path: 'content/videos/all',
    handle: { title: 'Videos' },
    lazy: videosScreen,
    loader: searchLoader,
  },
  {
    path: 'content/videos/trending',
    handle: { title: 'Trending videos' },
    lazy: videosScreen,
    loader: searchLoader,
  },
  { path: 'content/videos/all/:id', handle: { title: 'Video' }, lazy: videoScreen },
  {
    path: 'content/videos/all/:id/downloads',
    handle: { title: 'Video downloads' },
    lazy: videoScreen,
  },
  {
    path: 'content/videos/all/:id/translations',
    handle: { title: 'Video translations' },
    lazy: videoScreen,
  },
  {
    path: 'content/videos/all/:id/tags/:locale',
    handle: { title: 'Video tags' },
    lazy: videoScreen,
  },
];
