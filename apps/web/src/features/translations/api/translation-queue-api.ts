import { translationQueueEndpoints } from '@newsroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';

/** What still needs translating into `locale`; the previous page stays while the next loads. */
export function useTranslationQueue(locale: string, page: number) {
  return useQuery({
    queryKey: ['translation-queue', locale, page],
    queryFn: ({ signal }) =>
      call(translationQueueEndpoints.list, { query: { locale, page }, signal, fresh: true }),
    placeholderData: keepPreviousData,
  });
}
