import { type TVideoUpdate, videoEndpoints } from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

export function useVideo(id: number) {
  return useQuery({
    queryKey: ['videos', 'one', id],
    queryFn: ({ signal }) => call(videoEndpoints.get, { params: { id }, signal }),
  });
}

export function useUpdateVideo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (video: TVideoUpdate['video']) =>
      call(videoEndpoints.update, { params: { id }, body: { video } }),
    onSuccess: (video) => {
      queryClient.setQueryData(['videos', 'one', id], video);
      void queryClient.invalidateQueries({ queryKey: ['videos', 'search'] });
    },
  });
}
