import { adminEndpoints, type TAdminInvite, type TAdminUpdate } from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

const ADMINS_KEY = ['admins'] as const;

export function useAdmins() {
  return useQuery({
    queryKey: ADMINS_KEY,
    queryFn: ({ signal }) => call(adminEndpoints.list, { signal }),
  });
}

export function useAdminChange() {
  const client = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (
      change:
        | { action: 'invite'; admin: TAdminInvite['admin'] }
        | { action: 'update'; id: number; admin: TAdminUpdate['admin'] }
        | { action: 'disable' | 'enable' | 'endSessions'; id: number; version: number },
    ) => {
      if (change.action === 'invite')
        return call(adminEndpoints.invite, { body: { admin: change.admin } });
      if (change.action === 'update')
        return call(adminEndpoints.update, {
          params: { id: change.id },
          body: { admin: change.admin },
        });
      return call(adminEndpoints[change.action], {
        params: { id: change.id },
        body: { version: change.version },
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ADMINS_KEY }),
  });
}
