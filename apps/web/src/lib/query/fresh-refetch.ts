import type { QueryFunctionContext } from '@tanstack/react-query';

/**
 * `fresh` for a query that must show the latest (polled progress, figures): every refetch skips
 * the 10 s GET reuse, while its first fetch may take the answer the page already holds (the
 * first screen's data the server wrote into index.html, as recent as the page itself).
 */
export const freshOnRefetch = ({
  client,
  queryKey,
}: Pick<QueryFunctionContext, 'client' | 'queryKey'>) =>
  client.getQueryData(queryKey) !== undefined;
