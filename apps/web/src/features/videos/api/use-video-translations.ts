import {
  type TVideoTranslationSave,
  type TVideoTranslations,
  videoEndpoints,
} from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

const translationsKey = (id: number) => ['videos', 'translations', id] as const;

/** The original and one entry per locale, `missing` where nobody has translated yet. */
export function useVideoTranslations(id: number) {
  return useQuery({
    queryKey: translationsKey(id),
    queryFn: ({ signal }) => call(videoEndpoints.translations, { params: { id }, signal }),
  });
}

/** Saves one locale; the answer replaces that locale's entry in the list. */
export function useSaveTranslation(id: number, locale: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (translation: TVideoTranslationSave['translation']) =>
      call(videoEndpoints.saveTranslation, { params: { id, locale }, body: { translation } }),
    onSuccess: (saved) =>
      queryClient.setQueryData<TVideoTranslations>(translationsKey(id), (current) =>
        current
          ? {
              ...current,
              translations: current.translations.map((entry) =>
                entry.locale === saved.locale ? saved : entry,
              ),
            }
          : current,
      ),
  });
}
