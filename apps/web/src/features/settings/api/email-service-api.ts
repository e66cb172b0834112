import { settingsEndpoints, type TEmailServiceUpdate } from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

const KEY = ['settings', 'email-service'] as const;

export function useEmailService() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(settingsEndpoints.getEmailService, { signal, fresh: true }),
  });
}

export function useUpdateEmailService() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (change: TEmailServiceUpdate['email_service']) =>
      call(settingsEndpoints.updateEmailService, { body: { email_service: change } }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (to: string) =>
      call(settingsEndpoints.testEmailService, { body: { email_test: { to } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'messages'] }),
  });
}

export function useMailMessages() {
  return useQuery({
    queryKey: [...KEY, 'messages'],
    queryFn: ({ signal }) => call(settingsEndpoints.emailMessages, { signal, fresh: true }),
  });
}

export const useEmailServiceHistory = () =>
  useHistory(settingsEndpoints.emailServiceHistory, undefined, KEY);
