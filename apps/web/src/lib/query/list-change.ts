import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_ERRORS } from './failure-toast';

/**
 * A change to a listed record (save, delete) whose screen explains its own failures: after it,
 * done or not, the lists under `keys` are read again (they then show what the server holds).
 */
export function useListChange<TInput, TResult>(
  keys: readonly QueryKey[],
  change: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: change,
    onSettled: () =>
      Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
