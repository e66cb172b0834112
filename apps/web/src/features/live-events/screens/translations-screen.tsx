import {
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { liveEventEndpoints } from '@newsroom/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { useLocales } from '../../../lib/reference/reference-api';
import { useMayCall } from '../../../lib/session/may-call';
import { type TTranslation, useSaveTranslation, useTranslations } from '../api/live-events-api';

const EMPTY: TTranslation = { locale: '', title: '', description: '' };

/** /content/live-event/{id}/translations: the event's title and description per locale. */
export default function TranslationsScreen() {
  const { id = '' } = useParams();
  const mayCall = useMayCall();
  const translations = useTranslations(id);
  const locales = useLocales();
  const save = useSaveTranslation(id);
  const [draft, setDraft] = useState<TTranslation>(EMPTY);

  const send = async () => {
    try {
      await save.mutateAsync({ ...draft, title: draft.title.trim() });
      pushNotification({ type: 'success', title: `Translation ${draft.locale} saved` });
      setDraft(EMPTY);
    } catch (error) {
      pushNotification({ type: 'error', title: 'Not saved', message: errorMessage(error) });
    }
  };
  const { submit, busy } = useSubmitOnce(send);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>
          Translations{translations.data ? `: ${translations.data.event.title}` : ''}
        </Title>
        {translations.data && mayCall(liveEventEndpoints.get) && (
          <Anchor component={Link} to={`/content/live-event/${translations.data.event.slug}`}>
            Back to the event
          </Anchor>
        )}
      </Group>
      <QueryState query={translations} what="translations">
        {(data) => (
          <>
            {data.translations.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                No translation yet
              </Text>
            ) : (
              <Table aria-label="Translations">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Locale</Table.Th>
                    <Table.Th>Title</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.translations.map((row) => (
                    <Table.Tr key={row.locale}>
                      <Table.Td>{row.locale}</Table.Td>
                      <Table.Td>{row.title}</Table.Td>
                      <Table.Td>{row.description || '—'}</Table.Td>
                      <Table.Td>
                        <Button size="xs" variant="default" onClick={() => setDraft(row)}>
                          Edit
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Title order={4}>
                  {draft.locale ? `Translation ${draft.locale}` : 'Add a translation'}
                </Title>
                <Group align="flex-end">
                  <Select
                    label="Locale"
                    searchable
                    w={200}
                    data={(locales.data?.locales ?? []).map((l) => ({
                      value: l.code,
                      label: l.name,
                    }))}
                    value={draft.locale || null}
                    onChange={(value) => setDraft({ ...draft, locale: value ?? '' })}
                  />
                  <TextInput
                    label="Title"
                    w={360}
                    value={draft.title}
                    onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
                  />
                </Group>
                <Textarea
                  label="Description"
                  autosize
                  minRows={3}
                  value={draft.description}
                  onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })}
                />
                <Group>
                  <Button
                    onClick={() => submit()}
                    loading={busy}
                    disabled={!draft.locale || !draft.title.trim()}
                  >
                    Save translation
                  </Button>
                </Group>
              </Stack>
            </Paper>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
