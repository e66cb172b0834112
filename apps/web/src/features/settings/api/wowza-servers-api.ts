import {
  settingsEndpoints,
  type TWowzaServerCreate,
  type TWowzaServerUpdate,
} from '@newsroom/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';
import { useListChange } from '../../../lib/query/list-change';

// Every change reads the list again: which server is in use may have changed with it.
const KEY = ['wowza-servers'] as const;

export function useWowzaServers() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(settingsEndpoints.listWowzaServers, { signal, fresh: true }),
  });
}

export const useCreateWowzaServer = () =>
  useListChange([KEY], (input: TWowzaServerCreate['wowza_server']) =>
    call(settingsEndpoints.createWowzaServer, { body: { wowza_server: input } }),
  );

export const useUpdateWowzaServer = () =>
  useListChange(
    [KEY],
    ({ id, change }: { id: number; change: TWowzaServerUpdate['wowza_server'] }) =>
      call(settingsEndpoints.updateWowzaServer, {
        params: { id },
        body: { wowza_server: change },
      }),
  );

export const useDeleteWowzaServer = () =>
  useListChange([KEY], (id: number) =>
    call(settingsEndpoints.deleteWowzaServer, { params: { id } }),
  );

export const useCheckWowzaServer = () =>
  useMutation({
    meta: OWN_ERRORS,
    mutationFn: (id: number) => call(settingsEndpoints.checkWowzaServer, { params: { id } }),
  });
