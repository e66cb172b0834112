import { Anchor, Badge, Group, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { TRANSLATION_QUEUE_PAGE_SIZE, type TTranslationQueue } from '@newsroom/contract';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../lib/query/query-state';
import { useLocales } from '../../../lib/reference/reference-api';
import { contentLocale, rememberContentLocale } from '../../../lib/session/content-locale';
import { useTranslationQueue } from '../api/translation-queue-api';

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function LiveEventRows({ data }: { data: TTranslationQueue }) {
  if (data.live_events.length === 0)
    return (
      <Text c="dimmed" role="status">
        No live event waits for a translation into this locale.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label="Live events to translate">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Live event</Table.Th>
            <Table.Th>Starts</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.live_events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <Anchor component={Link} to={`/content/live-event/${event.id}/translations`}>
                  {event.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{utc(event.start_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function VideoRows({ data }: { data: TTranslationQueue }) {
  if (data.videos.length === 0)
    return (
      <Text c="dimmed" role="status">
        No video waits for a translation into this locale.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label="Videos to translate">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Video</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Made in</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.videos.map((video) => (
            <Table.Tr key={video.id}>
              <Table.Td>{video.external_name}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/content/videos/all/${video.id}/translations`}>
                  {video.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{video.locale}</Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /content/translations: the live events and videos still missing a translation into one locale
 * (the content locale unless chosen), each linking to its translations screen.
 */
export default function TranslationQueueScreen() {
  const [search, setSearch] = useSearchParams();
  const locale = search.get('locale') ?? contentLocale();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const locales = useLocales();
  const queue = useTranslationQueue(locale, page);
  const pages = Math.ceil((queue.data?.video_count ?? 0) / TRANSLATION_QUEUE_PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Translations to do</Title>
        <Select
          label="Translate into"
          w={220}
          allowDeselect={false}
          data={(locales.data?.locales ?? [{ code: locale, name: locale }]).map((row) => ({
            value: row.code,
            label: row.name,
          }))}
          value={locale}
          onChange={(next) => {
            if (!next) return;
            rememberContentLocale(next);
            setSearch({ locale: next });
          }}
        />
      </Group>
      <QueryState query={queue} what="translations to do">
        {(data) => (
          <Stack gap="lg" style={{ opacity: queue.isPlaceholderData ? 0.5 : 1 }}>
            <Stack gap="xs">
              <Title order={3}>Live events ({data.live_event_count})</Title>
              <LiveEventRows data={data} />
            </Stack>
            <Stack gap="xs">
              <Title order={3}>Videos ({data.video_count})</Title>
              <VideoRows data={data} />
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={page}
                  onChange={(next) => setSearch({ locale, page: String(next) })}
                />
              )}
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
