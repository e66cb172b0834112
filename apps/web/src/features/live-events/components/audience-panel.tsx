import { Button, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { liveEventOperationEndpoints } from '@newsroom/contract';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api/error-message';
import { DateTime } from '../../../lib/format/date-time';
import { Form } from '../../../lib/forms/form';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import type { TEmptyNext } from '../../../lib/query/empty-next';
import { QueryState } from '../../../lib/query/query-state';
import { useAddBooking, useAudience } from '../api/live-events-api';

function AudienceTable({
  slug,
  kind,
  emptyNext,
}: {
  slug: string;
  kind: 'bookings' | 'subscriptions';
  emptyNext?: TEmptyNext;
}) {
  const rows = useAudience(slug, kind);
  return (
    <QueryState
      query={rows}
      what={kind}
      isEmpty={(data) => rowsOf(data, kind).length === 0}
      empty={
        kind === 'bookings'
          ? 'No bookings yet'
          : 'No subscriptions yet: clients subscribe from the public event page.'
      }
      emptyNext={emptyNext}
    >
      {(data) => <AudienceRows kind={kind} list={rowsOf(data, kind)} />}
    </QueryState>
  );
}

type TAudienceRow = { id: number; client_name: string; client_email: string; created_at?: string };

const rowsOf = (data: Partial<Record<string, unknown>>, kind: string) =>
  (data[kind] ?? []) as TAudienceRow[];

function AudienceRows({ kind, list }: { kind: string; list: TAudienceRow[] }) {
  return (
    <Table aria-label={kind === 'bookings' ? 'Bookings' : 'Subscriptions'}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Client</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Since</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.client_name}</Table.Td>
            <Table.Td>{row.client_email}</Table.Td>
            <Table.Td>
              <DateTime value={row.created_at} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Who booked the event and who follows it; a delay mails them. */
export function AudiencePanel({ slug }: { slug: string }) {
  const add = useAddBooking();
  const { register, handleSubmit, reset, setFocus } = useForm({
    defaultValues: { client_name: '', client_email: '' },
  });
  const { submit, busy } = useSubmitOnce(
    handleSubmit(async (data) => {
      try {
        await add.mutateAsync({ slug, data });
        pushNotification({ type: 'success', title: 'Booking added' });
        reset();
      } catch (error) {
        pushNotification({ type: 'error', title: 'Not added', message: errorMessage(error) });
      }
    }),
  );
  return (
    <Stack gap="sm">
      <Title order={4}>Bookings</Title>
      <AudienceTable
        slug={slug}
        kind="bookings"
        emptyNext={{
          label: 'Add booking',
          endpoint: liveEventOperationEndpoints.addBooking,
          onClick: () => setFocus('client_name'),
        }}
      />
      <Form onSubmit={submit}>
        <Group align="flex-end">
          <TextInput label="Client name" {...register('client_name')} />
          <TextInput label="Client email" type="email" {...register('client_email')} />
          <Button type="submit" variant="default" loading={busy}>
            Add booking
          </Button>
        </Group>
      </Form>
      <Title order={4}>Subscriptions</Title>
      <AudienceTable slug={slug} kind="subscriptions" />
    </Stack>
  );
}
