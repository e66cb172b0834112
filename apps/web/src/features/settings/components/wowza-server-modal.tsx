import { Select, Switch, TextInput } from '@mantine/core';
import { type TWowzaAuthMethod, type TWowzaServer, WOWZA_AUTH_METHODS } from '@newsroom/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormModal } from '../../../lib/forms/form-modal';
import { SecretField } from '../../../lib/forms/secret-field';
import { useSaveFormModal } from '../../../lib/forms/use-save-form';
import { useCreateWowzaServer, useUpdateWowzaServer } from '../api/wowza-servers-api';

type TForm = {
  name: string;
  base_url: string;
  application: string;
  auth: TWowzaAuthMethod;
  username: string;
  password: string;
  clear_password: boolean;
  enabled: boolean;
};
const FIELDS = ['name', 'base_url', 'application', 'auth', 'username', 'password'] as const;

const AUTH_LABELS: Record<TWowzaAuthMethod, string> = {
  digest: 'Digest (Wowza default)',
  basic: 'Basic',
  none: 'None',
};

const initial = (server: TWowzaServer | null): TForm => ({
  name: server?.name ?? '',
  base_url: server?.base_url ?? '',
  application: server?.application ?? 'live',
  auth: server?.auth ?? 'digest',
  username: server?.username ?? '',
  password: '',
  clear_password: false,
  enabled: server?.enabled ?? true,
});

/** Adds a server (`server` null) or edits one; a saved password is never shown, only replaced or removed. */
export function WowzaServerModal({
  server,
  onClose,
}: {
  server: TWowzaServer | null;
  onClose: () => void;
}) {
  const create = useCreateWowzaServer();
  const update = useUpdateWowzaServer();
  const form = useForm<TForm>({ defaultValues: initial(server) });
  const modal = useSaveFormModal(form, {
    save: (values) => {
      const fields = {
        name: values.name,
        base_url: values.base_url,
        application: values.application,
        auth: values.auth,
        username: values.username.trim() || null,
        enabled: values.enabled,
      };
      if (!server) return create.mutateAsync({ ...fields, password: values.password || null });
      const password = values.clear_password ? null : values.password || undefined;
      return update.mutateAsync({
        id: server.id,
        change: {
          ...fields,
          version: server.version,
          ...(password !== undefined ? { password } : {}),
        },
      });
    },
    saved: (values) => `Wowza server “${values.name}” saved`,
    fields: FIELDS,
    prefix: 'wowza_server.',
    onDone: onClose,
  });

  const errors = form.formState.errors;
  return (
    <FormModal title={server ? `Edit ${server.name}` : 'Add a Wowza server'} size="md" {...modal}>
      <TextInput
        label="Name"
        required
        maxLength={100}
        error={errors.name?.message}
        {...form.register('name', { required: 'Name is required' })}
      />
      <TextInput
        label="REST address"
        description="The Wowza REST API, e.g. http://wowza.example.com:8087"
        required
        error={errors.base_url?.message}
        {...form.register('base_url', { required: 'REST address is required' })}
      />
      <TextInput
        label="Application"
        required
        error={errors.application?.message}
        {...form.register('application', { required: 'Application is required' })}
      />
      <Controller
        control={form.control}
        name="auth"
        render={({ field }) => (
          <Select
            label="Authentication"
            data={WOWZA_AUTH_METHODS.map((value) => ({ value, label: AUTH_LABELS[value] }))}
            value={field.value}
            onChange={(value) => field.onChange(value ?? 'digest')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <TextInput
        label="User name"
        autoComplete="off"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <SecretField
        form={form}
        name="password"
        removeName="clear_password"
        saved={Boolean(server?.has_password)}
        label="Password"
        removeLabel="Remove the saved password"
      />
      <Switch label="Enabled" {...form.register('enabled')} />
    </FormModal>
  );
}
