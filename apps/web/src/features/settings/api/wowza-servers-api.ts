import type {
  TWowzaServer,
  TWowzaServerCheck,
  TWowzaServerCreate,
  TWowzaServerList,
  TWowzaServerUpdate,
} from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api/client';

export const WOWZA_SERVERS_PATH = '/api/admin/settings/wowza_servers';
const KEY = ['wowza-servers'] as const;

export function useWowzaServers() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiJson<TWowzaServerList>(WOWZA_SERVERS_PATH, { signal, fresh: true }),
  });
}

/** Every change reads the list again: which server is in use may have changed with it. */
function useListChange<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useCreateWowzaServer = () =>
  useListChange((input: TWowzaServerCreate['wowza_server']) =>
    apiJson<TWowzaServer>(WOWZA_SERVERS_PATH, { method: 'POST', body: { wowza_server: input } }),
  );

export const useUpdateWowzaServer = () =>
  useListChange(({ id, change }: { id: number; change: TWowzaServerUpdate['wowza_server'] }) =>
    apiJson<TWowzaServer>(`${WOWZA_SERVERS_PATH}/${id}`, {
      method: 'PATCH',
      body: { wowza_server: change },
    }),
  );

export const useDeleteWowzaServer = () =>
  useListChange((id: number) => apiJson<null>(`${WOWZA_SERVERS_PATH}/${id}`, { method: 'DELETE' }));

export const useCheckWowzaServer = () =>
  useMutation({
    mutationFn: (id: number) =>
      apiJson<TWowzaServerCheck>(`${WOWZA_SERVERS_PATH}/${id}/check`, { method: 'POST' }),
  });
