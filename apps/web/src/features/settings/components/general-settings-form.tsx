import {
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  BRAND_VARIANTS,
  type TGeneralSettings,
  type TGeneralSettingsUpdate,
  type TStatisticsSource,
} from '@newsroom/contract';
import { Controller } from 'react-hook-form';
import { CurrencyField } from '../../../lib/forms/currency-field';
import { Form } from '../../../lib/forms/form';
import { SaveOrDiscard } from '../../../lib/forms/save-or-discard';
import { SecretField } from '../../../lib/forms/secret-field';
import { useVersionedForm } from '../../../lib/forms/use-versioned-form';
import { useLocales } from '../../../lib/reference/reference-api';
import { useUpdateGeneralSettings } from '../api/general-settings-api';

type TForm = {
  brand: TGeneralSettings['brand'];
  main_locale: string;
  sign_in_verification: boolean;
  session_idle_minutes: number | string;
  session_absolute_hours: number | string;
  environment_label: string;
  support_email: string;
  default_currency: TGeneralSettings['default_currency'];
  statistics_source: TStatisticsSource;
  redash_url: string;
  redash_api_key: string;
  remove_redash_api_key: boolean;
};
type TField = keyof TForm;
/** The fields a 422 from the server may name (as `settings.<field>`). */
const FIELDS: readonly TField[] = [
  'brand',
  'main_locale',
  'sign_in_verification',
  'session_idle_minutes',
  'session_absolute_hours',
  'environment_label',
  'support_email',
  'default_currency',
  'statistics_source',
  'redash_url',
  'redash_api_key',
  'remove_redash_api_key',
];

const BRAND_LABELS: Record<TGeneralSettings['brand'], string> = {
  newsroom: 'Newsroom (with newsletters)',
  partner: 'Partner',
};

const initial = (settings: TGeneralSettings): TForm => ({
  brand: settings.brand,
  main_locale: settings.main_locale,
  sign_in_verification: settings.sign_in_verification,
  session_idle_minutes: settings.session_idle_minutes,
  session_absolute_hours: settings.session_absolute_hours,
  environment_label: settings.environment_label ?? '',
  support_email: settings.support_email ?? '',
  default_currency: settings.default_currency,
  statistics_source: settings.statistics_source,
  redash_url: settings.redash_url ?? '',
  redash_api_key: '',
  remove_redash_api_key: false,
});

function changeOf(values: TForm, version: number): TGeneralSettingsUpdate['settings'] {
  const key = values.remove_redash_api_key ? null : values.redash_api_key.trim() || undefined;
  return {
    version,
    brand: values.brand,
    main_locale: values.main_locale,
    sign_in_verification: values.sign_in_verification,
    session_idle_minutes: Number(values.session_idle_minutes),
    session_absolute_hours: Number(values.session_absolute_hours),
    environment_label: values.environment_label.trim() || null,
    support_email: values.support_email.trim() || null,
    default_currency: values.default_currency,
    statistics_source: values.statistics_source,
    redash_url: values.redash_url.trim() || null,
    // Left out keeps the saved key, null removes it.
    ...(key !== undefined ? { redash_api_key: key } : {}),
  };
}

/** The general settings form; the server's refusals show next to their fields. */
export function GeneralSettingsForm({ settings }: { settings: TGeneralSettings }) {
  const save = useUpdateGeneralSettings();
  const locales = useLocales();
  const { form, submit, busy, leaveWarning, discard } = useVersionedForm({
    record: settings,
    initial,
    changeOf,
    save: save.mutateAsync,
    fields: FIELDS,
    prefix: 'settings.',
    what: 'General settings',
  });
  const { errors, isDirty } = form.formState;
  const source = form.watch('statistics_source');

  return (
    <Form onSubmit={submit} noValidate aria-label="General settings">
      {leaveWarning}
      <Stack gap="lg" maw={640}>
        <Fieldset legend="Product">
          <Stack>
            <Controller
              control={form.control}
              name="brand"
              render={({ field }) => (
                <Select
                  label="Brand variant"
                  description="Which product the back office is: menus, terms pages and newsletters follow it"
                  data={BRAND_VARIANTS.map((value) => ({ value, label: BRAND_LABELS[value] }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  error={errors.brand?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="main_locale"
              render={({ field }) => (
                <Select
                  label="Main locale"
                  description="Where screens without a locale in their address open (e.g. Alerts and AD)"
                  data={(locales.data?.locales ?? [{ code: field.value, name: field.value }]).map(
                    (locale) => ({ value: locale.code, label: `${locale.name} (${locale.code})` }),
                  )}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  searchable
                  error={errors.main_locale?.message}
                />
              )}
            />
            <CurrencyField
              control={form.control}
              name="default_currency"
              label="Default currency"
              error={errors.default_currency?.message}
            />
            <TextInput
              label="Environment label"
              description={`Shown in the header; empty uses the server's: “${settings.configured_environment_label}”. “production” hides it.`}
              maxLength={40}
              error={errors.environment_label?.message}
              {...form.register('environment_label')}
            />
            <TextInput
              label="Support e-mail"
              description="Shown on the sign-in pages for admins who cannot get in"
              type="email"
              error={errors.support_email?.message}
              {...form.register('support_email')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend="Sign-in and sessions">
          <Stack>
            <Switch
              label="E-mailed sign-in code"
              description="After the password, admins enter a six-digit code sent to their e-mail"
              {...form.register('sign_in_verification')}
            />
            <Group grow align="flex-start">
              <Controller
                control={form.control}
                name="session_idle_minutes"
                render={({ field }) => (
                  <NumberInput
                    label="Idle timeout (minutes)"
                    min={5}
                    max={1440}
                    allowDecimal={false}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.session_idle_minutes?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="session_absolute_hours"
                render={({ field }) => (
                  <NumberInput
                    label="Absolute timeout (hours)"
                    min={1}
                    max={720}
                    allowDecimal={false}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.session_absolute_hours?.message}
                  />
                )}
              />
            </Group>
            <Text size="xs" c="dimmed">
              A change applies at once to every session, counted from each admin's last call and
              sign-in.
            </Text>
          </Stack>
        </Fieldset>

        <Fieldset legend="Dashboard statistics">
          <Stack>
            <Controller
              control={form.control}
              name="statistics_source"
              render={({ field }) => (
                <SegmentedControl
                  aria-label="Statistics source"
                  data={[
                    { value: 'builtin', label: 'Built-in charts' },
                    { value: 'redash', label: 'Redash' },
                  ]}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                />
              )}
            />
            <TextInput
              label="Redash address"
              placeholder="https://redash.example.com"
              required={source === 'redash'}
              error={errors.redash_url?.message}
              {...form.register('redash_url')}
            />
            <SecretField
              form={form}
              name="redash_api_key"
              removeName="remove_redash_api_key"
              saved={settings.has_redash_api_key}
              label="Redash API key"
              removeLabel="Remove the saved API key"
            />
          </Stack>
        </Fieldset>

        <SaveOrDiscard busy={busy} dirty={isDirty} onDiscard={discard} />
      </Stack>
    </Form>
  );
}
