import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';

const lists = lazyScreen(() => import('./screens/live-events-screen'));

/** Live events: every path of SPEC §2 in this area (relative to /cms). */
export const liveEventsRoutes: RouteObject[] = [
  { path: 'content/live-events', handle: { title: 'Live events' }, lazy: lists },
  { path: 'content/live-events/all', handle: { title: 'All live events' }, lazy: lists },
  {
    path: 'content/live-events/history',
    handle: { title: 'Live events history' },
    lazy: lazyScreen(() => import('./screens/live-history-screen')),
  },
  {
    path: 'content/live-events/smart-links',
    handle: { title: 'Smart links' },
    lazy: lazyScreen(() => import('./screens/smart-links-screen')),
  },
  {
    path: 'content/live-events/monitor',
    handle: { title: 'Live monitor' },
    lazy: lazyScreen(() => import('./screens/monitor-screen')),
  },
  {
    path: 'content/live-event/:slug',
    handle: { title: 'Live event' },
    lazy: lazyScreen(() => import('./screens/live-event-screen')),
  },
  {
    path: 'content/live-event/:id/history',
    handle: { title: 'Live event history' },
    lazy: lazyScreen(() => import('./screens/event-history-screen')),
  },
  {
    path: 'content/live-event/:id/translations',
    handle: { title: 'Live event translations' },
    lazy: lazyScreen(() => import('./screens/translations-screen')),
  },
];
