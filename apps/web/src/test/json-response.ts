/** A fetch answer with a JSON body, for tests that stub `fetch`. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
