import {
  settingsEndpoints,
  type TTranscoderProfileCreate,
  type TTranscoderProfileUpdate,
} from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { useListChange } from '../../../lib/query/list-change';

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

export const useCreateTranscoderProfile = () =>
  useListChange([KEY], (transcoder: TTranscoderProfileCreate['transcoder']) =>
    call(settingsEndpoints.createTranscoder, { body: { transcoder } }),
  );

export const useUpdateTranscoderProfile = () =>
  useListChange(
    [KEY],
    ({ id, change }: { id: number; change: TTranscoderProfileUpdate['transcoder'] }) =>
      call(settingsEndpoints.updateTranscoder, { params: { id }, body: { transcoder: change } }),
  );

export const useDeleteTranscoderProfile = () =>
  useListChange([KEY], (id: number) =>
    call(settingsEndpoints.deleteTranscoder, { params: { id } }),
  );

export const useTranscoderProfileHistory = (id: number) =>
  useHistory(settingsEndpoints.transcoderHistory, { id }, KEY);
