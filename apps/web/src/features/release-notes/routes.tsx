import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../lib/ui/lazy-screen';

const releaseNotes = lazyScreen(() => import('./screens/release-notes-screen'));

/** /settings/release-notes (in the settings area's layout by its path). */
export const releaseNotesRoutes: RouteObject[] = [
  { path: 'settings/release-notes', handle: { title: 'Release notes' }, lazy: releaseNotes },
];
