// The app's first screen rendered by the server into index.html (built by
// build/server-render-build.ts, imported by the server's web host). Node only.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  ROUTER_BASE_PATH,
  type TPageEnvironment,
  type TRenderFirstScreen,
} from '@newsroom/contract';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { answersHeld, matchedBranch, prepareFirstScreen } from './app/router';
import { pageAnswerUrl } from './lib/api/first-screen-data';
import { setServerAnswers } from './lib/api/server-answers';
import { setPageEnvironmentSource } from './lib/page/page-environment';
import { CURRENT_USER_KEY } from './lib/session/current-user';
import { PREFERENCES_KEY } from './lib/session/preferences-api';

type TRendering = { environment: TPageEnvironment; answers: Map<string, unknown> };

// One server renders many pages at once: what a render reads is that request's own.
const rendering = new AsyncLocalStorage<TRendering>();

setPageEnvironmentSource(() => rendering.getStore()?.environment);
setServerAnswers((url) => {
  const store = rendering.getStore();
  if (!store) return undefined;
  if (store.answers.has(url)) {
    return Promise.resolve({ ok: true, status: 200, data: store.answers.get(url) });
  }
  // Not in the page: the browser asks for it after the first render, so it renders as loading.
  return Promise.resolve({ ok: false, status: 503, data: { errors: [{ code: 'not_in_page' }] } });
});

/**
 * The markup of `#root` as the app's first render in the browser draws it: the same routes,
 * the same answers (those the page carries; any other request shows as loading), the same
 * language, time zone and brand. Undefined when the screen's code cannot be loaded.
 */
export const renderFirstScreen: TRenderFirstScreen = async ({
  href,
  user,
  preferences,
  answers,
  environment,
}) => {
  const held = new Map(answers.map((answer) => [pageAnswerUrl(answer), answer.body]));
  return rendering.run({ environment, answers: held }, async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(CURRENT_USER_KEY, user);
    if (preferences) client.setQueryData(PREFERENCES_KEY, preferences);
    const ready = await prepareFirstScreen(href, client);
    if (!ready) return undefined;
    await answersHeld(ready);
    client.removeQueries({ predicate: (query) => query.state.status === 'error' });
    const url = new URL(href);
    const router = createMemoryRouter(matchedBranch(href), {
      basename: ROUTER_BASE_PATH,
      initialEntries: [`${url.pathname}${url.search}`],
      hydrationData: ready.hydrationData,
    });
    try {
      return renderToString(
        <StrictMode>
          <Providers queryClient={client}>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      );
    } finally {
      router.dispose();
      // A request left waiting to be retried stops here, with the page it was for.
      void client.cancelQueries();
      client.clear();
    }
  });
};
