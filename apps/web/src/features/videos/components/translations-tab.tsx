import { Stack, Text } from '@mantine/core';
import { ListError, ListLoading } from '../../../lib/ui/list-states';
import { useVideoTranslations } from '../api/use-video-translations';
import { TranslationForm } from './translation-form';

/** /content/videos/all/{id}/translations: every locale beside the original, missing ones marked. */
export function TranslationsTab({ videoId }: { videoId: number }) {
  const translations = useVideoTranslations(videoId);
  if (translations.isPending) return <ListLoading />;
  if (translations.isError)
    return <ListError what="translations" onRetry={() => void translations.refetch()} />;
  const { original, translations: entries } = translations.data;
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
          onReload={() => void translations.refetch()}
        />
      ))}
    </Stack>
  );
}
