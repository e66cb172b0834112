import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { RTL_LOCALES, type TVideoTranslation } from '@newsroom/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { DateTime } from '../../../lib/format/date-time';
import { Form } from '../../../lib/forms/form';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { useSaveTranslation } from '../api/use-video-translations';

type TOriginal = { locale: string; locale_name: string; title: string; description: string };
type TForm = { title: string; description: string };

const dirOf = (locale: string) =>
  (RTL_LOCALES as readonly string[]).includes(locale) ? 'rtl' : 'ltr';

/** One locale: the original on the left, its translation beside it, saved on its own. */
export function TranslationForm({
  videoId,
  original,
  entry,
  onReload,
}: {
  videoId: number;
  original: TOriginal;
  entry: TVideoTranslation;
  onReload: () => void;
}) {
  const save = useSaveTranslation(videoId, entry.locale);
  const form = useForm<TForm>({ values: { title: entry.title, description: entry.description } });
  const conflict = save.error instanceof ApiRequestError && save.error.status === 409;
  const dir = dirOf(entry.locale);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly loaded version clears the conflict
  useEffect(() => save.reset(), [entry.version, save.reset]);
  // The failure shows from `save.error`; the promise only keeps the button busy.
  const once = useSubmitOnce(
    form.handleSubmit((values) =>
      save.mutateAsync({ ...values, version: entry.version }).then(
        () =>
          pushNotification({ type: 'success', title: `${entry.locale_name} translation saved` }),
        () => undefined,
      ),
    ),
  );

  return (
    <Paper withBorder p="md" component="section" aria-label={`${entry.locale_name} translation`}>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Text fw={600}>{entry.locale_name}</Text>
          <Text c="dimmed" size="sm">
            {entry.locale}
          </Text>
          {entry.missing && (
            <Badge color="orange" variant="light">
              Missing
            </Badge>
          )}
        </Group>
        {entry.updated_at && (
          <Text size="xs" c="dimmed">
            Saved <DateTime value={entry.updated_at} />
            {entry.updated_by ? ` by ${entry.updated_by.name}` : ''}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap={4} dir={dirOf(original.locale)}>
          <Text size="xs" c="dimmed">
            Original ({original.locale_name})
          </Text>
          <Text size="sm" fw={500}>
            {original.title}
          </Text>
          <Text size="sm">{original.description}</Text>
        </Stack>
        <Form noValidate onSubmit={once.submit}>
          <Stack gap="xs">
            {conflict ? (
              <Alert color="orange" role="alert" title="Someone else saved this translation">
                Yours was not saved, so theirs was not overwritten.{' '}
                <Button size="xs" variant="light" onClick={onReload}>
                  Load their version
                </Button>
              </Alert>
            ) : (
              save.isError && (
                <Alert color="red" role="alert">
                  {errorMessage(save.error)}
                </Alert>
              )
            )}
            <TextInput
              label={`Title (${entry.locale_name})`}
              dir={dir}
              error={form.formState.errors.title?.message}
              {...form.register('title', {
                validate: (value) => value.trim().length > 0 || 'Title is required',
                maxLength: { value: 300, message: 'At most 300 characters' },
              })}
            />
            <Textarea
              label={`Description (${entry.locale_name})`}
              dir={dir}
              autosize
              minRows={2}
              error={form.formState.errors.description?.message}
              {...form.register('description', {
                maxLength: { value: 5000, message: 'At most 5000 characters' },
              })}
            />
            <Group>
              <Button type="submit" size="xs" loading={once.busy}>
                Save {entry.locale_name}
              </Button>
            </Group>
          </Stack>
        </Form>
      </SimpleGrid>
    </Paper>
  );
}
