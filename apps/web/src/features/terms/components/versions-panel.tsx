import { Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import type { TTermsPage } from '@newsroom/contract';
import { useSearchParams } from 'react-router';
import { DateTime } from '../../../lib/format/date-time';
import { usePageClock } from '../../../lib/page/page-clock';
import { VersionDiff } from './version-diff';

/** The published versions, and any two of them compared (kept in the URL: ?a=1&b=2). */
export function VersionsPanel({ page }: { page: TTermsPage }) {
  const [params, setParams] = useSearchParams();
  const numbers = page.versions.map((v) => String(v.number));
  const pick = (key: 'a' | 'b', fallback: string | undefined) => {
    const value = params.get(key);
    return value && numbers.includes(value) ? value : (fallback ?? null);
  };
  // Not yet in effect, on the page's clock while the server's render is taken over.
  const scheduled = usePageClock((now) =>
    page.versions
      .filter((version) => new Date(version.effective_at) > now)
      .map((version) => version.number)
      .join(' '),
  ).split(' ');
  const a = pick('a', numbers[1] ?? numbers[0]);
  const b = pick('b', numbers[0]);
  const choose = (key: 'a' | 'b') => (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        return next;
      },
      { replace: true },
    );

  if (page.versions.length === 0) {
    return <Text c="dimmed">No version published yet.</Text>;
  }
  return (
    <Stack>
      <Table aria-label="Published versions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Version</Table.Th>
            <Table.Th>Effective from</Table.Th>
            <Table.Th>Published</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.versions.map((version) => (
            <Table.Tr key={version.number}>
              <Table.Td>
                <Group gap="xs">
                  {version.number}
                  {version.number === page.in_effect && <Badge color="green">In effect</Badge>}
                  {scheduled.includes(String(version.number)) && (
                    <Badge color="blue">Scheduled</Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <DateTime value={version.effective_at} />
              </Table.Td>
              <Table.Td>
                <DateTime value={version.published_at} />
              </Table.Td>
              <Table.Td>{version.published_by ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group align="flex-end">
        <Select
          label="Compare version"
          data={numbers}
          value={a}
          onChange={choose('a')}
          w={160}
          allowDeselect={false}
        />
        <Select
          label="with version"
          data={numbers}
          value={b}
          onChange={choose('b')}
          w={160}
          allowDeselect={false}
        />
      </Group>
      {a && b && <VersionDiff locale={page.locale} left={Number(a)} right={Number(b)} />}
    </Stack>
  );
}
