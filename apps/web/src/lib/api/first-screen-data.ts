import { FIRST_SCREEN_DATA_ELEMENT_ID, type TPageAnswer } from '@newsroom/contract';
import { API_HOST } from './client';
import { seedReusedGet } from './get-reuse';
import { toQueryString } from './query-string';

/** The URL a screen's call asks for this answer (the key of the GET reuse). */
export const pageAnswerUrl = (answer: TPageAnswer) =>
  `${API_HOST}${answer.path}${toQueryString(answer.query)}`;

/**
 * What the server wrote into index.html for the first screen (`FIRST_SCREEN_REQUESTS` in the
 * contract): the answers of the GETs the screen makes at once, only for an admin the server
 * lets call them. Each becomes a reused GET answer (the same 10 s reuse as any GET), so the
 * route loader's and the screen's request for that URL get it without a round trip. The URL is
 * built here from the path and query as any call builds it, so it is the one the screen asks.
 * Without the element (the Vite dev server, a screen without such data) nothing changes.
 */
export function primeFirstScreenData(doc: Document = document, now = Date.now()): number {
  const element = doc.getElementById(FIRST_SCREEN_DATA_ELEMENT_ID);
  if (!element?.textContent) return 0;
  let answers: unknown;
  try {
    answers = JSON.parse(element.textContent);
  } catch {
    return 0; // Unreadable: the screen asks the server as usual.
  }
  if (!Array.isArray(answers)) return 0;
  let primed = 0;
  for (const answer of answers as TPageAnswer[]) {
    if (typeof answer?.path !== 'string' || !answer.path.startsWith('/')) continue;
    seedReusedGet(pageAnswerUrl(answer), answer.body, now);
    primed += 1;
  }
  return primed;
}
