import { Anchor, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { TTeletraxFilters } from '@newsroom/contract';
import { QueryState } from '../../../lib/query/query-state';
import { type TTotalsBy, useTotals } from '../api/teletrax-api';
import { durationInWords } from '../model/filters';

const BY: { value: TTotalsBy; label: string }[] = [
  { value: 'video', label: 'Per video' },
  { value: 'channel', label: 'Per channel' },
  { value: 'customer', label: 'Per customer' },
];

type TProps = {
  filters: TTeletraxFilters;
  by: TTotalsBy;
  change: (name: string, value: string | null) => void;
};

/** The largest totals under the filters; a click on one filters the list by it. */
export function TotalsPanel({ filters, by, change }: TProps) {
  const totals = useTotals(filters, by);
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Totals"
        value={by}
        onChange={(value) => change('totals', value === 'video' ? null : value)}
        data={BY}
        w="fit-content"
      />
      <QueryState
        query={totals}
        what="totals"
        isEmpty={(data) => data.totals.length === 0}
        empty="No detections under these filters"
      >
        {(data) => (
          <Table aria-label="Totals" style={{ opacity: totals.isPlaceholderData ? 0.5 : 1 }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  {BY.find((b) => b.value === data.by)?.label.replace('Per ', '')}
                </Table.Th>
                <Table.Th ta="right">Detections</Table.Th>
                <Table.Th ta="right">On air</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.totals.map((total) => (
                <Table.Tr key={total.key}>
                  <Table.Td>
                    {total.key ? (
                      <Anchor component="button" onClick={() => change(data.by, total.key)}>
                        {total.key}
                      </Anchor>
                    ) : (
                      <Text c="dimmed">(none reported)</Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{total.detections.toLocaleString('en')}</Table.Td>
                  <Table.Td ta="right">{durationInWords(total.duration)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </Stack>
  );
}
