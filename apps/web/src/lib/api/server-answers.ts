import type { TApiResponse } from './get-reuse';

type TAnswerSource = (url: string) => Promise<TApiResponse<unknown>> | undefined;

let source: TAnswerSource | undefined;

/**
 * Set once by the server's render entry: there a GET is answered from the first screen's data
 * the server already holds for that request, never over the network (none in the browser).
 */
export function setServerAnswers(answers: TAnswerSource) {
  source = answers;
}

export const serverAnswerOf = <T>(url: string) =>
  source?.(url) as Promise<TApiResponse<T>> | undefined;
