import { Switch, TextInput } from '@mantine/core';
import {
  STREAM_TARGET_LABELS,
  type TStreamTarget,
  type TStreamTargetUpdate,
  ZStreamTargetUpdate,
} from '@newsroom/contract';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormModal } from '../../../lib/forms/form-modal';
import { SecretField } from '../../../lib/forms/secret-field';
import { useSaveFormModal } from '../../../lib/forms/use-save-form';
import { useUpdateStreamTarget } from '../api/stream-targets-api';

type TForm = {
  ingest_url: string;
  stream_key: string;
  remove_stream_key: boolean;
  enabled: boolean;
  default_on: boolean;
};
const FIELDS = ['ingest_url', 'stream_key', 'enabled', 'default_on'] as const;

const initial = (target: TStreamTarget): TForm => ({
  ingest_url: target.ingest_url ?? '',
  stream_key: '',
  remove_stream_key: false,
  enabled: target.enabled,
  default_on: target.default_on,
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
  target: TStreamTarget;
  onClose: () => void;
}) {
  const update = useUpdateStreamTarget();
  const form = useForm<TForm>({
    defaultValues: initial(target),
    resolver: contractResolver(
      ZStreamTargetUpdate,
      (values: TForm) => ({ stream_target: changeOf(values, target.version) }),
      'stream_target.',
    ),
  });
  const enabled = form.watch('enabled');
  const label = STREAM_TARGET_LABELS[target.target];
  const modal = useSaveFormModal(form, {
    save: (values) =>
      update.mutateAsync({ target: target.target, change: changeOf(values, target.version) }),
    saved: () => `${label} saved`,
    fields: FIELDS,
    prefix: 'stream_target.',
    onDone: onClose,
  });

  const errors = form.formState.errors;
  return (
    <FormModal title={`Edit ${label}`} label={`Stream target ${label}`} size="md" {...modal}>
      <TextInput
        label="Ingest address"
        description="rtmp://, rtmps://, srt:// or https://, e.g. rtmp://a.rtmp.youtube.com/live2"
        error={errors.ingest_url?.message}
        {...form.register('ingest_url')}
      />
      <SecretField
        form={form}
        name="stream_key"
        removeName="remove_stream_key"
        saved={target.has_stream_key}
        label="Stream key"
        removeLabel="Remove the saved stream key"
      />
      <Switch label="Enabled" {...form.register('enabled')} />
      <Switch
        label="On for new live events"
        description={enabled ? undefined : 'Only while the target is enabled'}
        {...form.register('default_on')}
      />
    </FormModal>
  );
}
