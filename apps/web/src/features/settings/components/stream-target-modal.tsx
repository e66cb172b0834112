import {
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import {
  STREAM_TARGET_LABELS,
  type TStreamTarget,
  type TStreamTargetUpdate,
  ZStreamTargetUpdate,
} from '@newsroom/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { useUpdateStreamTarget } from '../api/stream-targets-api';

type TForm = {
  ingest_url: string;
  stream_key: string;
  remove_stream_key: boolean;
  enabled: boolean;
  default_on: boolean;
};
const FIELDS = ['ingest_url', 'stream_key', 'enabled', 'default_on'] as const;

const initial = (target: TStreamTarget | null): TForm => ({
  ingest_url: target?.ingest_url ?? '',
  stream_key: '',
  remove_stream_key: false,
  enabled: target?.enabled ?? true,
  default_on: target?.default_on ?? false,
});

function changeOf(values: TForm, version: number): TStreamTargetUpdate['stream_target'] {
  // Left out keeps the saved key, null removes it.
  const key = values.remove_stream_key ? null : values.stream_key.trim() || undefined;
  return {
    version,
    ingest_url: values.ingest_url.trim() || null,
    enabled: values.enabled,
    default_on: values.default_on,
    ...(key !== undefined ? { stream_key: key } : {}),
  };
}

/** Edits one destination; the saved stream key is never shown, only replaced or removed. */
export function StreamTargetModal({
  target,
  onClose,
}: {
  target: TStreamTarget | null;
  onClose: () => void;
}) {
  const update = useUpdateStreamTarget();
  const form = useForm<TForm>({
    defaultValues: initial(target),
    resolver: contractResolver(
      ZStreamTargetUpdate,
      (values: TForm) => ({ stream_target: changeOf(values, target?.version ?? 1) }),
      'stream_target.',
    ),
  });
  useEffect(() => form.reset(initial(target)), [target, form.reset]);
  const removing = form.watch('remove_stream_key');
  const enabled = form.watch('enabled');
  const label = target ? STREAM_TARGET_LABELS[target.target] : '';

  const { submit, busy } = useSubmitOnce(
    form.handleSubmit(async (values) => {
      if (!target) return;
      try {
        await update.mutateAsync({
          target: target.target,
          change: changeOf(values, target.version),
        });
        pushNotification({ type: 'success', title: `${label} saved` });
        onClose();
      } catch (error) {
        if (showServerFieldErrors(error, form.setError, FIELDS, 'stream_target.')) return;
        const stale = error instanceof ApiRequestError && error.status === 409;
        pushNotification({
          type: 'error',
          title: stale ? 'Someone else saved this target first' : 'Not saved',
          message: stale
            ? 'The list now shows their version; make your change again.'
            : errorMessage(error),
        });
        if (stale) onClose();
      }
    }),
  );

  const errors = form.formState.errors;
  return (
    <Modal opened={target !== null} onClose={onClose} title={`Edit ${label}`} centered>
      <form onSubmit={submit} noValidate aria-label={`Stream target ${label}`}>
        <Stack>
          <TextInput
            label="Ingest address"
            description="rtmp://, rtmps://, srt:// or https://, e.g. rtmp://a.rtmp.youtube.com/live2"
            error={errors.ingest_url?.message}
            {...form.register('ingest_url')}
          />
          <PasswordInput
            label="Stream key"
            autoComplete="new-password"
            placeholder={target?.has_stream_key ? 'Saved: leave empty to keep it' : ''}
            disabled={removing}
            error={errors.stream_key?.message}
            {...form.register('stream_key')}
          />
          {target?.has_stream_key && (
            <Checkbox label="Remove the saved stream key" {...form.register('remove_stream_key')} />
          )}
          <Switch label="Enabled" {...form.register('enabled')} />
          <Switch
            label="On for new live events"
            description={enabled ? undefined : 'Only while the target is enabled'}
            {...form.register('default_on')}
          />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
