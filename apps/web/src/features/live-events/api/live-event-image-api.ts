import { LIVE_EVENT_IMAGE_FIELD, liveEventEndpoints } from '@newsroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

/** Uploads the event image (multipart, field `image`) or removes it; the event is read afresh. */
export function useEventImage(slug: string, method: 'POST' | 'DELETE') {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (file?: File) => {
      if (method === 'DELETE') return call(liveEventEndpoints.removeImage, { params: { slug } });
      const body = new FormData();
      if (file) body.append(LIVE_EVENT_IMAGE_FIELD, file);
      return call(liveEventEndpoints.uploadImage, { params: { slug }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['live-events'] }),
  });
}
