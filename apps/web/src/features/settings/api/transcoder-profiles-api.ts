import {
  settingsEndpoints,
  type TTranscoderProfileCreate,
  type TTranscoderProfileUpdate,
} from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

const KEY = ['settings', 'transcoders'] as const;

export function useTranscoderProfiles() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(settingsEndpoints.listTranscoders, { signal, fresh: true }),
  });
}

/** The engine's transcoder templates, offered in the profile form. */
export function useEngineTemplates(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'templates'],
    queryFn: ({ signal }) => call(settingsEndpoints.transcoderTemplates, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

function useListChange<TInput, TResult>(change: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useCreateTranscoderProfile = () =>
  useListChange((transcoder: TTranscoderProfileCreate['transcoder']) =>
    call(settingsEndpoints.createTranscoder, { body: { transcoder } }),
  );

export const useUpdateTranscoderProfile = () =>
  useListChange(({ id, change }: { id: number; change: TTranscoderProfileUpdate['transcoder'] }) =>
    call(settingsEndpoints.updateTranscoder, { params: { id }, body: { transcoder: change } }),
  );

export const useDeleteTranscoderProfile = () =>
  useListChange((id: number) => call(settingsEndpoints.deleteTranscoder, { params: { id } }));

export const useTranscoderProfileHistory = (id: number) =>
  useHistory(settingsEndpoints.transcoderHistory, { id }, KEY);
