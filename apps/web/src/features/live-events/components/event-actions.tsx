import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  LIVE_EVENT_TRANSITIONS,
  liveEventOperationEndpoints as ops,
  type TLiveEvent,
  type TLiveEventStatus,
} from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { DateTime } from '../../../lib/format/date-time';
import { useZonedValue } from '../../../lib/format/use-zoned-input';
import { ZonedDateTimeInput } from '../../../lib/forms/zoned-date-time-input';
import { pushNotification } from '../../../lib/notifications/notify';
import { useMayCall } from '../../../lib/session/may-call';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import {
  useChangeStatus,
  useCustomNotification,
  useDelayLiveEvent,
  useRecreateLiveEvent,
  useSimpleNotification,
} from '../api/live-events-api';

const STEP_LABELS: Partial<Record<TLiveEventStatus, string>> = {
  going_live: 'Going live',
  live: 'Take live',
  ended: 'End event',
};

async function attempt(action: () => Promise<unknown>, done: string, failed: string) {
  try {
    await action();
    pushNotification({ type: 'success', title: done });
    return true;
  } catch (error) {
    pushNotification({ type: 'error', title: failed, message: errorMessage(error) });
    return false;
  }
}

/** Lifecycle steps, delay, recreate and notifications of a saved event. */
export function EventActions({ event, canEditCore }: { event: TLiveEvent; canEditCore: boolean }) {
  const status = useChangeStatus();
  const delay = useDelayLiveEvent();
  const recreate = useRecreateLiveEvent();
  const custom = useCustomNotification();
  const simple = useSimpleNotification();
  const mayCall = useMayCall();
  const mayNotify = mayCall(ops.notifyLive);
  const maySendLinks = mayCall(ops.clientDeskLinks);
  const mayCustom = mayCall(ops.customNotification);
  const delayTo = useZonedValue(() => event.start_at);
  const [message, setMessage] = useState('');
  const [confirm, setConfirm] = useState<'ended' | 'recreate' | null>(null);
  const slug = event.slug;
  const steps = LIVE_EVENT_TRANSITIONS[event.status].filter(
    (s): s is 'going_live' | 'live' | 'ended' => s in STEP_LABELS,
  );
  const step = (next: TLiveEventStatus) =>
    attempt(
      () => status.mutateAsync({ slug, status: next }),
      `Status: ${next}`,
      'Status not changed',
    );

  return (
    <Stack gap="md">
      {canEditCore && (
        <>
          <Title order={4}>Status</Title>
          <Group>
            {steps.map((next) => (
              <Button
                key={next}
                color={next === 'ended' ? 'red' : next === 'live' ? 'green' : undefined}
                variant={next === 'ended' ? 'light' : 'filled'}
                loading={status.isPending && status.variables?.status === next}
                onClick={() => (next === 'ended' ? setConfirm('ended') : step(next))}
              >
                {STEP_LABELS[next]}
              </Button>
            ))}
            {(event.status === 'failed' || event.status === 'ended') && (
              <Button variant="default" onClick={() => setConfirm('recreate')}>
                Recreate stream
              </Button>
            )}
          </Group>
          <Title order={4}>Delay</Title>
          <Text size="sm" c="dimmed">
            Starts <DateTime value={event.start_at} />
            {event.original_start_at && (
              <>
                , first planned for <DateTime value={event.original_start_at} />
              </>
            )}
            . Clients who booked or follow the event are mailed.
          </Text>
          <Group align="flex-end">
            <ZonedDateTimeInput
              label="New start"
              zone={delayTo.zone}
              value={delayTo.value}
              onChange={(e) => delayTo.set(e.currentTarget.value)}
            />
            <Button
              variant="default"
              loading={delay.isPending}
              disabled={!delayTo.value}
              onClick={() =>
                attempt(
                  () => delay.mutateAsync({ slug, time: delayTo.instant ?? delayTo.value }),
                  'Event delayed',
                  'Not delayed',
                )
              }
            >
              Delay event
            </Button>
          </Group>
        </>
      )}
      {(mayNotify || maySendLinks || mayCustom) && <Title order={4}>Notifications</Title>}
      <Group>
        {mayNotify && (
          <Button
            variant="default"
            loading={simple.isPending && simple.variables?.kind === 'push_notifications'}
            onClick={() =>
              attempt(
                () => simple.mutateAsync({ slug, kind: 'push_notifications' }),
                'Push sent',
                'Not sent',
              )
            }
          >
            Send push notification
          </Button>
        )}
        {maySendLinks && (
          <Button
            variant="default"
            loading={
              simple.isPending && simple.variables?.kind === 'links_client_desk_notifications'
            }
            onClick={() =>
              attempt(
                () => simple.mutateAsync({ slug, kind: 'links_client_desk_notifications' }),
                'Links sent to the client desk',
                'Not sent',
              )
            }
          >
            Send links to client desk
          </Button>
        )}
      </Group>
      {mayCustom && (
        <Group align="flex-end">
          <Textarea
            label="Custom notification"
            w={420}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          <Button
            variant="default"
            disabled={!message.trim()}
            loading={custom.isPending}
            onClick={async () => {
              if (
                await attempt(
                  () => custom.mutateAsync({ slug, message }),
                  'Notification sent',
                  'Not sent',
                )
              )
                setMessage('');
            }}
          >
            Send
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirm !== null}
        title={confirm === 'ended' ? 'End event' : 'Recreate stream'}
        confirmLabel={confirm === 'ended' ? 'End event' : 'Recreate'}
        loading={status.isPending || recreate.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (confirm === 'ended') await step('ended');
          else await attempt(() => recreate.mutateAsync(slug), 'Stream recreated', 'Not recreated');
          setConfirm(null);
        }}
      >
        {confirm === 'ended'
          ? `End “${event.title}”? Every target stops broadcasting.`
          : `Put “${event.title}” back to new with every target idle?`}
      </ConfirmModal>
    </Stack>
  );
}
