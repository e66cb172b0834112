import { Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { NEWSLETTER_KIND_LABELS, type TNewsletterIssue } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { useZonedValue } from '../../../lib/format/use-zoned-input';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { ZonedDateTimeInput } from '../../../lib/forms/zoned-date-time-input';
import { pushNotification } from '../../../lib/notifications/notify';
import { DialogButtons } from '../../../lib/ui/dialog-buttons';
import { useRecipients, useSchedule } from '../api/newsletters-api';

/** Send now or at a time, after saying how many recipients it reaches (sent back as a check). */
export function ScheduleModal({
  issue,
  opened,
  onClose,
}: {
  issue: TNewsletterIssue;
  opened: boolean;
  onClose: () => void;
}) {
  const recipients = useRecipients(issue.id, opened);
  const schedule = useSchedule();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const at = useZonedValue(() => null);
  const [error, setError] = useState<string | null>(null);
  const count = recipients.data?.recipients;
  const sendAt = when === 'now' ? null : at.instant;
  const { busy, submit } = useSubmitOnce(async () => {
    if (count === undefined) return;
    if (when === 'later' && !sendAt) {
      setError('Enter the date and time.');
      return;
    }
    try {
      await schedule.mutateAsync({
        id: issue.id,
        version: issue.version,
        send_at: sendAt,
        expected_recipients: count,
      });
      pushNotification({
        type: 'success',
        title:
          when === 'now' ? `Sending to ${count} recipients` : `Scheduled for ${count} recipients`,
      });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
      void recipients.refetch();
    }
  });
  const audience = `customers subscribed to the ${NEWSLETTER_KIND_LABELS[issue.kind].toLowerCase()} newsletter in ${issue.locale}`;
  return (
    <Modal opened={opened} onClose={onClose} title="Send the issue" centered>
      <Stack gap="md">
        {count === undefined ? (
          <Group>
            <Loader size="sm" aria-label="Counting recipients" />
            <Text size="sm">Counting recipients…</Text>
          </Group>
        ) : (
          <Text size="sm" data-testid="recipient-count">
            “{issue.subject}” will reach <b>{count}</b> {count === 1 ? 'recipient' : 'recipients'} (
            {audience}).
          </Text>
        )}
        <Radio.Group
          value={when}
          onChange={(value) => setWhen(value as 'now' | 'later')}
          label="When"
        >
          <Stack gap={6} mt={6}>
            <Radio value="now" label="Now" />
            <Radio value="later" label="At a time" />
          </Stack>
        </Radio.Group>
        {when === 'later' && (
          <ZonedDateTimeInput
            label="Send at"
            zone={at.zone}
            value={at.value}
            onChange={(event) => at.set(event.currentTarget.value)}
          />
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <DialogButtons onCancel={onClose}>
          <Button
            loading={busy}
            disabled={count === undefined || count === 0}
            onClick={() => void submit()}
          >
            {count === undefined
              ? 'Send'
              : when === 'now'
                ? `Send to ${count} recipients`
                : `Schedule for ${count} recipients`}
          </Button>
        </DialogButtons>
      </Stack>
    </Modal>
  );
}
