import { Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { useZonedValue } from '../../../lib/format/use-zoned-input';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { ZonedDateTimeInput } from '../../../lib/forms/zoned-date-time-input';
import { pushNotification } from '../../../lib/notifications/notify';
import { DialogButtons } from '../../../lib/ui/dialog-buttons';
import { usePublishTerms } from '../api/terms-api';

type TProps = {
  locale: string;
  draftVersion: number;
  nextNumber: number;
  onClose: () => void;
};

/** Publishing makes the saved draft the next numbered version; it can never be changed after. */
export function PublishModal({ locale, draftVersion, nextNumber, onClose }: TProps) {
  const [now, setNow] = useState(true);
  const effective = useZonedValue(() => new Date().toISOString());
  const publish = usePublishTerms(locale);
  const fieldError =
    publish.error instanceof ApiRequestError && publish.error.status === 422
      ? publish.error.errors.map((e) => e.message).join(' ')
      : undefined;
  // The callbacks report; the promise only keeps the button busy until the answer.
  const { submit, busy } = useSubmitOnce(() =>
    publish
      .mutateAsync(
        {
          draft_version: draftVersion,
          effective_at: now ? new Date().toISOString() : (effective.instant ?? ''),
        },
        {
          onSuccess: (version) => {
            pushNotification({ type: 'success', title: `Version ${version.number} published` });
            onClose();
          },
        },
      )
      .catch(() => undefined),
  );
  return (
    <Modal opened onClose={onClose} title={`Publish version ${nextNumber}`} centered>
      <Stack>
        <Text size="sm">
          The saved draft becomes version {nextNumber} of the {locale} terms. A published version
          cannot be changed; the site shows it from its effective date on.
        </Text>
        <Checkbox
          label="Effective immediately"
          checked={now}
          onChange={(event) => setNow(event.currentTarget.checked)}
        />
        <ZonedDateTimeInput
          disabled={now}
          label="Effective from"
          required
          zone={effective.zone}
          value={effective.value}
          onChange={(event) => effective.set(event.currentTarget.value)}
        />
        {publish.error && (
          <Text c="red" size="sm" role="alert">
            {fieldError ??
              (publish.error instanceof ApiRequestError && publish.error.status === 409
                ? 'The draft changed since you opened it. Reload it before publishing.'
                : errorMessage(publish.error))}
          </Text>
        )}
        <DialogButtons onCancel={onClose}>
          <Button onClick={() => submit()} loading={busy} disabled={!now && !effective.value}>
            Publish
          </Button>
        </DialogButtons>
      </Stack>
    </Modal>
  );
}
