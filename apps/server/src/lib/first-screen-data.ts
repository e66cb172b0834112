import {
  FIRST_SCREEN_DATA_ELEMENT_ID,
  FIRST_SCREEN_REQUESTS,
  mayCall,
  type TCurrentUser,
  type TFirstScreenClock,
  type TFirstScreenRequest,
  type TPageAnswer,
} from '@newsroom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchRoute } from './route-preloads';
import { jsonForScript } from './script-json';

const queryString = (query: Record<string, string | number | boolean | undefined> | undefined) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );

/** The GETs of the page's first screen that this admin may call (none signed out). */
export function firstScreenRequestsOf(
  user: TCurrentUser | null,
  path: string,
  search: URLSearchParams,
  clock: TFirstScreenClock,
): TFirstScreenRequest[] {
  if (!user) return [];
  const match = matchRoute(FIRST_SCREEN_REQUESTS, path);
  if (!match) return [];
  return match.route
    .of(path, match.values, search, clock)
    .filter(({ endpoint }) => endpoint.method === 'GET' && mayCall(user, endpoint));
}

/**
 * The first screen's data for index.html: when the page's route (`path` under /cms, `search` its
 * query) has an entry in `FIRST_SCREEN_REQUESTS` and the signed-in admin may call its endpoint,
 * the server asks itself that request with the page's own cookie (`inject`: the same
 * authentication, validation, access check, service and serialisation as the browser's call)
 * and keeps each 200 answer as `{ path, query, body }`. Anything else (no such route, no access,
 * a refusal, an error) gives nothing and the screen asks as before.
 */
export async function firstScreenAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  user: TCurrentUser | null,
  path: string,
  search: URLSearchParams,
  clock: TFirstScreenClock,
): Promise<TPageAnswer[]> {
  const requests = firstScreenRequestsOf(user, path, search, clock);
  const answers = await Promise.all(
    requests.map(async ({ endpoint, params, query }): Promise<TPageAnswer | undefined> => {
      const answerPath = fill(endpoint.path, params);
      try {
        const response = await app.inject({
          method: 'GET',
          url: `${answerPath}${queryString(query)}`,
          headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' },
        });
        if (response.statusCode !== 200) return undefined;
        return { path: answerPath, query: query ?? {}, body: response.json() };
      } catch (error) {
        request.log.warn({ err: error }, 'first screen data left out of index.html');
        return undefined;
      }
    }),
  );
  return answers.filter((answer) => answer !== undefined);
}

/**
 * The answers as index.html carries them: `<script type="application/json"
 * id="first-screen-data">` holding `[{ path, query, body }]` (nothing without answers). The page
 * is `no-store`: it carries this session's data.
 */
export function firstScreenDataScript(answers: TPageAnswer[]): string {
  if (answers.length === 0) return '';
  return `<script type="application/json" id="${FIRST_SCREEN_DATA_ELEMENT_ID}">${jsonForScript(answers)}</script>`;
}
