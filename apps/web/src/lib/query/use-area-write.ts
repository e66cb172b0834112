import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_ERRORS } from './failure-toast';

/**
 * A write of an area's screens: its failures are the screen's to show (a form's field errors, a
 * conflict's offer to reload), not the shared toast's, and the area's queries under `areaKey`
 * are read afresh after it succeeds, or after it ends either way (`afterFailureToo`) where a
 * refused write usually means another admin's change the screen should now show.
 */
export function useAreaWrite<TInput, TOutput>(
  areaKey: QueryKey,
  mutationFn: (input: TInput) => Promise<TOutput>,
  { afterFailureToo = false } = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: areaKey });
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn,
    ...(afterFailureToo ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}
