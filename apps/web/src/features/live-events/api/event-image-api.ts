import { LIVE_EVENT_IMAGE_FIELD, type TLiveEvent } from '@newsroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api/client';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';
import { LIVE_PATH } from './live-events-api';

/** Uploads (POST, with the file) or removes (DELETE) the event image. */
export function useImageMutation(slug: string, method: 'POST' | 'DELETE') {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (file?: File) => {
      const body = file ? new FormData() : undefined;
      if (file) body?.append(LIVE_EVENT_IMAGE_FIELD, file);
      return apiJson<TLiveEvent>(`${LIVE_PATH}/events/${slug}/image`, { method, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['live-events'] }),
  });
}
