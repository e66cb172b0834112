// Mantine's page-wide rules; each component brings its own (vite.config.ts, per component).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { BOOT_FRAME_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '@newsroom/contract';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { createFirstScreenRouter } from './app/router';
import { unregisterLeftoverServiceWorkers } from './app/service-worker';
import { initErrorReporting, reportHydrationMismatch } from './lib/api/error-reporting';
import { primeFirstScreenData } from './lib/api/first-screen-data';
import { rememberBrowserClock } from './lib/page/browser-clock';
import { ApplyEarlyInput, earlyInputOf } from './lib/page/early-input';
import { setRoutePrefetchClient } from './lib/query/route-prefetch';
import { primeCurrentUser } from './lib/session/page-current-user';
import { primePreferences } from './lib/session/page-preferences';

void initErrorReporting();
void unregisterLeftoverServiceWorkers();
rememberBrowserClock();

/** The frame sent beside #root (lib/boot-frame on the server) goes once #root has content. */
function removeBootFrameOnceDrawn(root: HTMLElement) {
  const frame = document.getElementById(BOOT_FRAME_ELEMENT_ID);
  if (!frame) return;
  if (root.firstChild) return frame.remove();
  const observer = new MutationObserver(() => {
    if (!root.firstChild) return;
    frame.remove();
    observer.disconnect();
  });
  observer.observe(root, { childList: true });
}

/** Once the page is parsed: the entry loads `async`, while the server may still be writing it. */
function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  removeBootFrameOnceDrawn(root);

  const queryClient = createQueryClient();
  // The server wrote the current user into the page: known before the first render.
  primeCurrentUser(queryClient);
  primePreferences(queryClient);
  // ... and the first screen's data, so its rows render without a round trip either.
  primeFirstScreenData();
  // Route loaders start a screen's first request with the navigation (lib/query/route-prefetch).
  setRoutePrefetchClient(queryClient);

  // The first screen's code (preloaded by index.html) and the answers the page holds are in
  // before the first render, so that render draws the screen itself. When the server rendered
  // that screen into the page, the app takes over its markup (hydration) instead of drawing it
  // again, after the browser has painted it (taking over is one long task: in a transition, in
  // slices, a value typed into a server-drawn field between two slices was lost when React took
  // that field over; in one task the browser holds the typing until it is done).
  void createFirstScreenRouter(queryClient).then((router) => {
    const app = (
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>
    );
    if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
      requestAnimationFrame(() =>
        setTimeout(() => {
          // What was typed into the drawn page before now reaches the app once it has taken over.
          const taken = (
            <>
              {app}
              <ApplyEarlyInput input={earlyInputOf(root)} />
            </>
          );
          hydrateRoot(root, taken, { onRecoverableError: reportHydrationMismatch });
        }),
      );
    } else {
      createRoot(root).render(app);
    }
  });
}

// Its scripts evaluate while the page still arrives; the app starts once it is all in.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  start();
}
