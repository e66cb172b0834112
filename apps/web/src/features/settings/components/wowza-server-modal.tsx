import {
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { type TWowzaAuthMethod, type TWowzaServer, WOWZA_AUTH_METHODS } from '@newsroom/contract';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
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
  opened,
  server,
  onClose,
}: {
  opened: boolean;
  server: TWowzaServer | null;
  onClose: () => void;
}) {
  const create = useCreateWowzaServer();
  const update = useUpdateWowzaServer();
  const form = useForm<TForm>({ defaultValues: initial(server) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the server as listed
  useEffect(() => form.reset(initial(server)), [opened, server, form.reset]);
  const clearing = form.watch('clear_password');

  const { submit, busy } = useSubmitOnce(
    form.handleSubmit(async (values) => {
      const fields = {
        name: values.name,
        base_url: values.base_url,
        application: values.application,
        auth: values.auth,
        username: values.username.trim() || null,
        enabled: values.enabled,
      };
      try {
        if (server) {
          const password = values.clear_password ? null : values.password || undefined;
          await update.mutateAsync({
            id: server.id,
            change: {
              ...fields,
              version: server.version,
              ...(password !== undefined ? { password } : {}),
            },
          });
        } else {
          await create.mutateAsync({ ...fields, password: values.password || null });
        }
        pushNotification({ type: 'success', title: `Wowza server “${values.name}” saved` });
        onClose();
      } catch (error) {
        const first = error instanceof ApiRequestError ? error.errors[0] : undefined;
        const field = first?.field?.replace('wowza_server.', '') as (typeof FIELDS)[number];
        if (error instanceof ApiRequestError && error.status === 422 && FIELDS.includes(field)) {
          form.setError(field, { message: first?.message ?? errorMessage(error) });
          return;
        }
        pushNotification({ type: 'error', title: 'Not saved', message: errorMessage(error) });
        if (error instanceof ApiRequestError && error.status === 409) onClose();
      }
    }),
  );

  const errors = form.formState.errors;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={server ? `Edit ${server.name}` : 'Add a Wowza server'}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
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
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            placeholder={server?.has_password ? 'Saved: leave empty to keep it' : ''}
            disabled={clearing}
            error={errors.password?.message}
            {...form.register('password')}
          />
          {server?.has_password && (
            <Checkbox label="Remove the saved password" {...form.register('clear_password')} />
          )}
          <Switch label="Enabled" {...form.register('enabled')} />
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
