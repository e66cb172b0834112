import { adsEndpoints, type TAlertCreate, type TAlertUpdate } from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { useAreaWrite } from '../../../lib/query/use-area-write';
import { ADS_KEY, adsKeys } from './ads-keys';

/** A locale's alerts, latest start first, with their state. */
export function useAlerts(locale: string) {
  return useQuery({
    queryKey: adsKeys.alerts(locale),
    queryFn: ({ signal }) => call(adsEndpoints.listAlerts, { query: { locale }, signal }),
  });
}

export function useAlert(id: number) {
  return useQuery({
    queryKey: [...ADS_KEY, 'alert', id],
    queryFn: ({ signal }) => call(adsEndpoints.getAlert, { params: { id }, signal }),
    retry: false,
  });
}

const useAlertWrite = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) =>
  useAreaWrite(ADS_KEY, mutationFn);

export const useCreateAlert = () =>
  useAlertWrite((body: TAlertCreate) => call(adsEndpoints.createAlert, { body }));

export const useUpdateAlert = () =>
  useAlertWrite(({ id, ...body }: TAlertUpdate & { id: number }) =>
    call(adsEndpoints.updateAlert, { params: { id }, body }),
  );

export const useDeleteAlert = () =>
  useAlertWrite((id: number) => call(adsEndpoints.deleteAlert, { params: { id } }));

export const useDuplicateAlert = () =>
  useAlertWrite(({ id, locales }: { id: number; locales: string[] }) =>
    call(adsEndpoints.duplicateAlert, { params: { id }, body: { locales } }),
  );

export const useAlertHistory = (id: number) =>
  useHistory(adsEndpoints.alertHistory, { id }, ADS_KEY);
