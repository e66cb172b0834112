import { Stack, Text } from '@mantine/core';
import { QueryState } from '../../../lib/query/query-state';
import { useVideoTranslations } from '../api/use-video-translations';
import { TranslationForm } from './translation-form';

/** /content/videos/all/{id}/translations: every locale beside the original, missing ones marked. */
export function TranslationsTab({ videoId }: { videoId: number }) {
  const translations = useVideoTranslations(videoId);
  return (
    <QueryState query={translations} what="translations">
      {(data) => (
        <TranslationForms
          videoId={videoId}
          data={data}
          onReload={() => void translations.refetch()}
        />
      )}
    </QueryState>
  );
}

function TranslationForms({
  videoId,
  data,
  onReload,
}: {
  videoId: number;
  data: NonNullable<ReturnType<typeof useVideoTranslations>['data']>;
  onReload: () => void;
}) {
  const { original, translations: entries } = data;
  const missing = entries.filter((entry) => entry.missing).length;

  return (
    <Stack>
      <Text size="sm" c="dimmed" data-testid="translations-summary">
        {entries.length - missing} of {entries.length} locales translated
        {missing ? `, ${missing} missing` : ''}
      </Text>
      {entries.map((entry) => (
        <TranslationForm
          key={entry.locale}
          videoId={videoId}
          original={original}
          entry={entry}
          onReload={onReload}
        />
      ))}
    </Stack>
  );
}
