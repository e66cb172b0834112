import { Badge, Stack, Text } from '@mantine/core';
import type { TCustomerDownload, TPurchase } from '@newsroom/contract';
import { useState } from 'react';
import { DateTime } from '../../../lib/format/date-time';
import { formatMoney } from '../../../lib/format/money';
import type { TColumn } from '../../../lib/list/data-table';
import { PagedDataTable } from '../../../lib/list/paged-data-table';
import { RowButtons } from '../../../lib/list/row-buttons';
import { useRowChange } from '../../../lib/list/use-row-change';
import { QueryState, type TQueryLike } from '../../../lib/query/query-state';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import {
  ACCOUNT_PAGE_SIZE,
  useCustomerDownloads,
  usePurchases,
  useRefund,
} from '../api/account-api';

const DOWNLOAD_COLUMNS: TColumn<TCustomerDownload>[] = [
  { header: 'Video', cell: (d) => d.video_title },
  { header: 'Downloaded', cell: (d) => <DateTime value={d.downloaded_at} /> },
  { header: 'File', cell: (d) => `${d.file_name} · ${d.quality}` },
  { header: 'Price', align: 'right', cell: (d) => formatMoney(d.price, 'video') },
];

/** One page of an account's activity (downloads, purchases), its count and page buttons. */
function ActivityTable<TData extends { count: number }, TRow extends { id: number }>({
  query,
  what,
  rows,
  columns,
  page,
  onPage,
}: {
  query: TQueryLike<TData>;
  /** Plural, lower case: the empty words, the table's name and (less its "s") each row's noun. */
  what: string;
  rows: (data: TData) => TRow[];
  columns: TColumn<TRow>[];
  page: number;
  onPage: (page: number) => void;
}) {
  const label = what.charAt(0).toUpperCase() + what.slice(1);
  return (
    <QueryState query={query} what={what} isEmpty={(d) => d.count === 0} empty={`No ${what} yet`}>
      {(data) => (
        <Stack>
          <PagedDataTable
            label={label}
            rows={rows(data)}
            columns={columns}
            rowKey={(row) => row.id}
            count={data.count}
            noun={what.slice(0, -1)}
            perPage={ACCOUNT_PAGE_SIZE}
            page={page}
            onPage={onPage}
          />
        </Stack>
      )}
    </QueryState>
  );
}

/** The customer's video downloads; video prices in roubles (SPEC §9). */
export function DownloadsTab({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const downloads = useCustomerDownloads(id, page);
  return (
    <ActivityTable
      query={downloads}
      what="downloads"
      rows={(data) => data.downloads}
      columns={DOWNLOAD_COLUMNS}
      page={page}
      onPage={setPage}
    />
  );
}

/** The company's purchases, each refundable once; clips in roubles, live events in euros. */
export function PurchasesTab({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const purchases = usePurchases(id, page);
  const refund = useRefund(id);
  // A refund is sent once, however often the button is clicked.
  const row = useRowChange<number, number>(refund.mutateAsync);
  const columns: TColumn<TPurchase>[] = [
    {
      header: 'Item',
      cell: (p) => (
        <>
          {p.item_title}
          <Text size="xs" c="dimmed">
            {p.invoice_number} · {p.buyer ?? '—'}
          </Text>
        </>
      ),
    },
    { header: 'Purchased', cell: (p) => <DateTime value={p.purchased_at} /> },
    { header: 'Price', align: 'right', cell: (p) => formatMoney(p.price, p.item_type) },
    {
      header: '',
      label: 'Refund',
      cell: (p) =>
        p.refunded_at ? (
          <Badge color="gray">Refunded</Badge>
        ) : (
          <RowButtons buttons={[{ label: 'Refund', danger: true, onClick: () => row.ask(p.id) }]} />
        ),
    },
  ];
  return (
    <>
      <ActivityTable
        query={purchases}
        what="purchases"
        rows={(data) => data.purchases}
        columns={columns}
        page={page}
        onPage={setPage}
      />
      <ConfirmModal
        {...row.confirm((purchaseId) => [purchaseId, 'Purchase refunded'])}
        title="Refund this purchase?"
        confirmLabel="Refund"
      >
        The purchase is marked refunded; this cannot be undone.
      </ConfirmModal>
    </>
  );
}
