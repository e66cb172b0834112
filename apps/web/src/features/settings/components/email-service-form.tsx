import {
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  SMTP_TLS_MODES,
  type TEmailService,
  type TEmailServiceUpdate,
  type TMailProvider,
  type TSmtpTlsMode,
} from '@newsroom/contract';
import { Controller } from 'react-hook-form';
import { Form } from '../../../lib/forms/form';
import { SaveOrDiscard } from '../../../lib/forms/save-or-discard';
import { SecretField } from '../../../lib/forms/secret-field';
import { useVersionedForm } from '../../../lib/forms/use-versioned-form';
import { useUpdateEmailService } from '../api/email-service-api';

type TForm = {
  provider: TMailProvider;
  smtp_host: string;
  smtp_port: number | string;
  smtp_tls: TSmtpTlsMode;
  smtp_user: string;
  smtp_password: string;
  remove_smtp_password: boolean;
  from_address: string;
};
const FIELDS = [
  'provider',
  'smtp_host',
  'smtp_port',
  'smtp_tls',
  'smtp_user',
  'smtp_password',
  'from_address',
] as const;

const TLS_LABELS: Record<TSmtpTlsMode, string> = {
  none: 'None (plain)',
  starttls: 'STARTTLS (port 587)',
  tls: 'TLS from the start (port 465)',
};

const initial = (service: TEmailService): TForm => ({
  provider: service.provider,
  smtp_host: service.smtp_host ?? '',
  smtp_port: service.smtp_port,
  smtp_tls: service.smtp_tls,
  smtp_user: service.smtp_user ?? '',
  smtp_password: '',
  remove_smtp_password: false,
  from_address: service.from_address ?? '',
});

function changeOf(values: TForm, version: number): TEmailServiceUpdate['email_service'] {
  // Left out keeps the saved password, null removes it.
  const password = values.remove_smtp_password ? null : values.smtp_password || undefined;
  return {
    version,
    provider: values.provider,
    smtp_host: values.smtp_host.trim() || null,
    smtp_port: Number(values.smtp_port),
    smtp_tls: values.smtp_tls,
    smtp_user: values.smtp_user.trim() || null,
    from_address: values.from_address.trim() || null,
    ...(password !== undefined ? { smtp_password: password } : {}),
  };
}

/** The mail provider: the embedded outbox, or an SMTP server with a write-only password. */
export function EmailServiceForm({ service }: { service: TEmailService }) {
  const save = useUpdateEmailService();
  const { form, submit, busy, leaveWarning, discard } = useVersionedForm({
    record: service,
    initial,
    changeOf,
    save: save.mutateAsync,
    fields: FIELDS,
    prefix: 'email_service.',
    what: 'Email service',
  });
  const { errors, isDirty } = form.formState;
  const provider = form.watch('provider');

  return (
    <Form onSubmit={submit} noValidate aria-label="Email service">
      <Stack maw={560}>
        <Controller
          control={form.control}
          name="provider"
          render={({ field }) => (
            <SegmentedControl
              aria-label="Provider"
              data={[
                { value: 'outbox', label: 'Embedded outbox' },
                { value: 'smtp', label: 'SMTP server' },
              ]}
              value={field.value}
              onChange={(value) => field.onChange(value as TMailProvider)}
            />
          )}
        />
        {provider === 'outbox' ? (
          <Text size="sm" c="dimmed">
            {service.configured_default === 'smtp_url'
              ? 'Mail goes through the SMTP server set in the configuration (SMTP_URL).'
              : 'Mail is written to the outbox folder of the server’s data folder and its log; nothing leaves the machine.'}
          </Text>
        ) : (
          <>
            <Group grow align="flex-start">
              <TextInput
                label="Host"
                required
                error={errors.smtp_host?.message}
                {...form.register('smtp_host')}
              />
              <Controller
                control={form.control}
                name="smtp_port"
                render={({ field }) => (
                  <NumberInput
                    label="Port"
                    min={1}
                    max={65535}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.smtp_port?.message}
                  />
                )}
              />
            </Group>
            <Controller
              control={form.control}
              name="smtp_tls"
              render={({ field }) => (
                <Select
                  label="TLS"
                  data={SMTP_TLS_MODES.map((value) => ({ value, label: TLS_LABELS[value] }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                />
              )}
            />
            <TextInput
              label="User"
              autoComplete="off"
              error={errors.smtp_user?.message}
              {...form.register('smtp_user')}
            />
            <SecretField
              form={form}
              name="smtp_password"
              removeName="remove_smtp_password"
              saved={service.has_smtp_password}
              label="Password"
              removeLabel="Remove the saved password"
            />
          </>
        )}
        <TextInput
          label="From address"
          placeholder={service.configured_from}
          description="Empty: the configured sender"
          error={errors.from_address?.message}
          {...form.register('from_address')}
        />
        <SaveOrDiscard busy={busy} dirty={isDirty} onDiscard={discard} />
      </Stack>
      {leaveWarning}
    </Form>
  );
}
