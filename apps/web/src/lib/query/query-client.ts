import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api/client';
import { toastFailure, toastLoadFailure } from './failure-toast';

/** The app's one QueryClient: retries, and the one place failures raise the toast. */
export function createQueryClient() {
  return new QueryClient({
    // SPEC §8: a failed load or change raises 'Something went wrong' here, for every screen.
    queryCache: new QueryCache({ onError: (error, query) => toastLoadFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        // A 4xx will not get better by asking again.
        retry: (count, error) =>
          !(error instanceof ApiRequestError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
