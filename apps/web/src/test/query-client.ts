import { createQueryClient } from '../lib/query/query-client';

/** The app's QueryClient (with its failure toast), without retries, for screen tests. */
export function testQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  return client;
}
