import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { type TTeletraxDetection, teletraxEndpoints } from '@newsroom/contract';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { DateTime } from '../../../lib/format/date-time';
import { pushNotification } from '../../../lib/notifications/notify';
import { useMayCall } from '../../../lib/session/may-call';
import { useFollowUp } from '../api/teletrax-api';
import { durationInWords } from '../model/filters';
import { DetectionHistory } from './detection-history';

function FollowUpCell({ detection }: { detection: TTeletraxDetection }) {
  const mayCall = useMayCall();
  const followUp = useFollowUp();
  const toggle = () =>
    followUp.mutate(
      { id: detection.id, followed_up: !detection.followed_up, version: detection.version },
      {
        onError: (error) =>
          pushNotification({
            type: 'error',
            title:
              error instanceof ApiRequestError && error.status === 409
                ? 'Someone changed this detection first; the list shows it as it is now'
                : errorMessage(error),
          }),
      },
    );
  const state = detection.followed_up ? (
    <Text size="sm">
      Followed up{detection.followed_up_by ? ` by ${detection.followed_up_by}` : ''},{' '}
      <DateTime value={detection.followed_up_at} />
    </Text>
  ) : detection.unlicensed ? (
    <Text size="sm" c="dimmed">
      Not yet
    </Text>
  ) : null;
  if (!mayCall(teletraxEndpoints.followUp) || (!detection.unlicensed && !detection.followed_up)) {
    return state;
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {state}
      <Button size="compact-xs" variant="light" loading={followUp.isPending} onClick={toggle}>
        {detection.followed_up ? 'Undo' : 'Mark followed up'}
      </Button>
    </Group>
  );
}

/** A page of detections: when, where, what, whose, and the unlicensed flag with its follow-up. */
export function DetectionsTable({
  detections,
  busy,
}: {
  detections: TTeletraxDetection[];
  busy: boolean;
}) {
  const [historyOf, setHistoryOf] = useState<TTeletraxDetection | null>(null);
  return (
    <>
      <DetectionHistory detection={historyOf} onClose={() => setHistoryOf(null)} />
      <Table striped aria-label="Detections" aria-busy={busy} style={{ opacity: busy ? 0.5 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Aired</Table.Th>
            <Table.Th>Channel</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Duration</Table.Th>
            <Table.Th>Video</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Licence</Table.Th>
            <Table.Th>Follow-up</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detections.map((detection) => (
            <Table.Tr key={detection.id}>
              <Table.Td>
                <DateTime value={detection.aired_at} />
              </Table.Td>
              <Table.Td>{detection.channel}</Table.Td>
              <Table.Td title={detection.country_name ?? undefined}>{detection.country}</Table.Td>
              <Table.Td>{durationInWords(detection.duration)}</Table.Td>
              <Table.Td title={detection.video_title ?? 'Not a video of ours'}>
                {detection.video}
              </Table.Td>
              <Table.Td>
                {detection.company_name ?? detection.customer ?? ''}
                {detection.company_name === null && (
                  <Text span size="xs" c="dimmed">
                    {detection.customer ? ' (no such customer)' : '(none reported)'}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {detection.unlicensed ? (
                  <Badge color="red" variant="light">
                    Unlicensed use
                  </Badge>
                ) : (
                  <Badge color="green" variant="light">
                    Licensed
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <FollowUpCell detection={detection} />
              </Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="subtle" onClick={() => setHistoryOf(detection)}>
                  History
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
