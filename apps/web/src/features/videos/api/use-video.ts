import type { TVideo, TVideoUpdate } from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api/client';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

const videoPath = (id: number) => `/api/admin/content/video_projects/${id}`;

export function useVideo(id: number) {
  return useQuery({
    queryKey: ['videos', 'one', id],
    queryFn: ({ signal }) => apiJson<TVideo>(videoPath(id), { signal }),
  });
}

export function useUpdateVideo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (video: TVideoUpdate['video']) =>
      apiJson<TVideo>(videoPath(id), { method: 'PATCH', body: { video } }),
    onSuccess: (video) => {
      queryClient.setQueryData(['videos', 'one', id], video);
      void queryClient.invalidateQueries({ queryKey: ['videos', 'search'] });
    },
  });
}
