import { Badge, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { DateTime } from '../../../lib/format/date-time';
import { formatMoney } from '../../../lib/format/money';
import { ListPagination } from '../../../lib/list/list-pagination';
import { RowButtons } from '../../../lib/list/row-buttons';
import { useRowChange } from '../../../lib/list/use-row-change';
import { QueryState } from '../../../lib/query/query-state';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import {
  ACCOUNT_PAGE_SIZE,
  useCustomerDownloads,
  usePurchases,
  useRefund,
} from '../api/account-api';

/** The customer's video downloads; video prices in roubles (SPEC §9). */
export function DownloadsTab({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const downloads = useCustomerDownloads(id, page);
  return (
    <QueryState
      query={downloads}
      what="downloads"
      isEmpty={(d) => d.count === 0}
      empty="No downloads yet"
    >
      {(data) => (
        <Stack>
          <Table striped aria-label="Downloads">
            <Table.Tbody>
              {data.downloads.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{d.video_title}</Table.Td>
                  <Table.Td>
                    <DateTime value={d.downloaded_at} />
                  </Table.Td>
                  <Table.Td>
                    {d.file_name} · {d.quality}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(d.price, 'video')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ListPagination
            count={data.count}
            perPage={ACCOUNT_PAGE_SIZE}
            page={page}
            onChange={setPage}
          />
        </Stack>
      )}
    </QueryState>
  );
}

/** The company's purchases, each refundable once; clips in roubles, live events in euros. */
export function PurchasesTab({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const purchases = usePurchases(id, page);
  const refund = useRefund(id);
  // A refund is sent once, however often the button is clicked.
  const row = useRowChange<number, number>(refund.mutateAsync);
  return (
    <QueryState
      query={purchases}
      what="purchases"
      isEmpty={(d) => d.count === 0}
      empty="No purchases yet"
    >
      {(data) => (
        <Stack>
          <Table striped aria-label="Purchases">
            <Table.Tbody>
              {data.purchases.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    {p.item_title}
                    <Text size="xs" c="dimmed">
                      {p.invoice_number} · {p.buyer ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <DateTime value={p.purchased_at} />
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(p.price, p.item_type)}</Table.Td>
                  <Table.Td>
                    {p.refunded_at ? (
                      <Badge color="gray">Refunded</Badge>
                    ) : (
                      <RowButtons
                        buttons={[{ label: 'Refund', danger: true, onClick: () => row.ask(p.id) }]}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ListPagination
            count={data.count}
            perPage={ACCOUNT_PAGE_SIZE}
            page={page}
            onChange={setPage}
          />
          <ConfirmModal
            {...row.confirm((purchaseId) => [purchaseId, 'Purchase refunded'])}
            title="Refund this purchase?"
            confirmLabel="Refund"
          >
            The purchase is marked refunded; this cannot be undone.
          </ConfirmModal>
        </Stack>
      )}
    </QueryState>
  );
}
