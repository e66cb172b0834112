import {
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  ALERT_TEXT_MAX_LENGTH,
  ALERT_TYPE_LABELS,
  ALERT_TYPES,
  type TAlert,
  type TAlertType,
  ZAlertCreate,
} from '@newsroom/contract';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { useAdminTimeZone } from '../../../lib/format/date-time';
import { Form } from '../../../lib/forms/form';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useFormZone } from '../../../lib/forms/use-form-zone';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { ZonedDateTimeInput } from '../../../lib/forms/zoned-date-time-input';
import { pushNotification } from '../../../lib/notifications/notify';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { DialogButtons } from '../../../lib/ui/dialog-buttons';
import { useCreateAlert, useUpdateAlert } from '../api/alerts-api';
import {
  ALERT_FORM_FIELDS,
  alertCreateBody,
  alertFields,
  alertFormOf,
  emptyAlertForm,
  type TAlertForm,
} from './alert-form-values';
import { windowResolver } from './window-resolver';

const TYPES = ALERT_TYPES.map((value) => ({ value, label: ALERT_TYPE_LABELS[value] }));

const resolverFor = (locale: string, zone: string): Resolver<TAlertForm> =>
  windowResolver<TAlertForm>(
    ZAlertCreate,
    (values) => alertCreateBody(locale, values, zone),
    'alert.',
  );

const isOverlap = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409 && error.code === 'alert_overlap';

type TProps = {
  opened: boolean;
  locale: string;
  /** The alert to edit; null creates one. */
  alert: TAlert | null;
  onClose: () => void;
};

/**
 * Creates or edits an alert. At most one alert of a type is live per locale: when the server
 * says another overlaps, the editor is asked whether to end that one, and the save is sent
 * again with `end_overlapping`.
 */
export function AlertModal({ opened, locale, alert, onClose }: TProps) {
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const [overlap, setOverlap] = useState<{ message: string; values: TAlertForm } | null>(null);
  const admin = useAdminTimeZone();
  const form = useForm<TAlertForm>({
    defaultValues: alert ? alertFormOf(alert, admin) : emptyAlertForm(admin),
    // Only a check: what is sent is read in the zone the start and end are written in.
    resolver: resolverFor(locale, admin),
  });
  const zone = useFormZone(form, ['starts_at', 'ends_at']);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the alert as listed, on the form's clock
  useEffect(() => {
    form.reset(alert ? alertFormOf(alert, zone) : emptyAlertForm(zone));
    setOverlap(null);
  }, [opened, alert, form.reset]);
  const saving = create.isPending || update.isPending;
  const errors = form.formState.errors;

  const save = async (values: TAlertForm, endOverlapping: boolean) => {
    try {
      if (alert) {
        await update.mutateAsync({
          id: alert.id,
          alert: { ...alertFields(values, zone), version: alert.version },
          end_overlapping: endOverlapping,
        });
      } else {
        await create.mutateAsync(alertCreateBody(locale, values, zone, endOverlapping));
      }
      pushNotification({ type: 'success', title: alert ? 'Alert saved' : 'Alert created' });
      setOverlap(null);
      onClose();
    } catch (error) {
      if (isOverlap(error) && !endOverlapping) {
        const message = (error as ApiRequestError).errors[0]?.message ?? errorMessage(error);
        setOverlap({ message, values });
        return;
      }
      setOverlap(null);
      if (showServerFieldErrors(error, form.setError, ALERT_FORM_FIELDS, 'alert.')) return;
      const stale = error instanceof ApiRequestError && error.status === 409;
      pushNotification({
        type: 'error',
        title: stale
          ? 'Changed by someone else meanwhile: reopen it to see the latest'
          : 'Not saved',
        message: errorMessage(error),
      });
    }
  };

  const once = useSubmitOnce(save);

  const requestClose = () => {
    // Closing with edits asks first, as leaving a page does.
    if (
      form.formState.isDirty &&
      !window.confirm('Close without saving? The changes will be lost.')
    )
      return;
    onClose();
  };

  return (
    <>
      <Modal
        opened={opened && !overlap}
        onClose={requestClose}
        title={alert ? 'Edit the alert' : 'New alert'}
        centered
        size="lg"
      >
        <Form
          onSubmit={form.handleSubmit((values) => once.submit(values, false))}
          noValidate
          aria-label="Alert"
        >
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="type"
              render={({ field, fieldState }) => (
                <Select
                  label="Type"
                  data={TYPES}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value as TAlertType)}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Textarea
              label="Text"
              description={`Plain text, at most ${ALERT_TEXT_MAX_LENGTH} characters, one line`}
              required
              autosize
              minRows={2}
              error={errors.text?.message}
              {...form.register('text')}
            />
            <TextInput
              label="Link"
              description="Optional: an http or https address"
              error={errors.link_url?.message}
              {...form.register('link_url')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ZonedDateTimeInput
                label="Start"
                zone={zone}
                required
                error={errors.starts_at?.message}
                {...form.register('starts_at')}
              />
              <ZonedDateTimeInput
                label="End"
                zone={zone}
                description="Empty: no end"
                error={errors.ends_at?.message}
                {...form.register('ends_at')}
              />
            </SimpleGrid>
            <Group>
              <Checkbox label="Active" {...form.register('active')} />
              <Checkbox label="Visitors may dismiss it" {...form.register('dismissible')} />
            </Group>
            <DialogButtons onCancel={requestClose}>
              <Button type="submit" loading={saving || once.busy}>
                {alert ? 'Save' : 'Create alert'}
              </Button>
            </DialogButtons>
          </Stack>
        </Form>
      </Modal>
      <ConfirmModal
        opened={Boolean(overlap)}
        title="End the live alert?"
        confirmLabel="End it and save"
        loading={saving}
        onConfirm={() => overlap && once.submit(overlap.values, true)}
        onClose={() => setOverlap(null)}
      >
        {overlap?.message}
      </ConfirmModal>
    </>
  );
}
