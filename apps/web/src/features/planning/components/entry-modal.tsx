import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  liveEventEndpoints,
  PLANNING_KINDS,
  PLANNING_STATUSES,
  planningEndpoints,
  type TPlanningEntry,
} from '@newsroom/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { pickable } from '../../../lib/reference/pickable';
import { useCountries, useTimeZones } from '../../../lib/reference/reference-api';
import { useMayCall } from '../../../lib/session/may-call';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { useCreateEntry, useDeleteEntry, useUpdateEntry } from '../api/planning-api';
import { bodyOf, formOf, liveEventFormPath, type TEntryForm } from './entry-form-values';

type TProps = { locale: string; entry: TPlanningEntry | null; day?: Date; onClose: () => void };

/** Create or change one entry; "Create live event" opens the live event form with its values. */
export function EntryModal({ locale, entry, day, onClose }: TProps) {
  const [form, setForm] = useState<TEntryForm>(() => formOf(entry, day));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const remove = useDeleteEntry();
  const mayCall = useMayCall();
  const navigate = useNavigate();
  const countries = useCountries();
  const zones = useTimeZones();
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const fieldError = (field: string) =>
    error instanceof ApiRequestError
      ? error.errors.find((e) => e.field === `entry.${field}`)?.message
      : undefined;
  const set = <K extends keyof TEntryForm>(key: K, value: TEntryForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const done = (title: string) => {
    pushNotification({ type: 'success', title });
    onClose();
  };
  const failed = (failure: unknown) => {
    if (failure instanceof ApiRequestError && failure.status === 422) return;
    pushNotification({ type: 'error', title: 'Not saved', message: errorMessage(failure) });
  };
  // The callbacks report; the promise only keeps Save busy until the answer.
  const { submit, busy } = useSubmitOnce(() =>
    (entry
      ? update.mutateAsync(
          { id: entry.id, entry: { ...bodyOf(form), version: entry.version } },
          { onSuccess: () => done('Entry saved'), onError: failed },
        )
      : create.mutateAsync(
          { entry: { locale, ...bodyOf(form) } },
          { onSuccess: () => done('Entry planned'), onError: failed },
        )
    ).catch(() => undefined),
  );
  const countryOptions = pickable(countries.data?.countries ?? [], [form.country_id]).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));
  const zoneOptions = (zones.data?.time_zones ?? []).map((z) => z.name);
  if (!zoneOptions.includes(form.time_zone)) zoneOptions.unshift(form.time_zone);

  return (
    <Modal
      opened
      onClose={onClose}
      title={entry ? 'Planning entry' : 'New planning entry'}
      size="lg"
      centered
    >
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          value={form.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={fieldError('title')}
        />
        <SimpleGrid cols={2}>
          <TextInput
            type="datetime-local"
            label="Starts (your time zone)"
            required
            value={form.starts}
            onChange={(e) => set('starts', e.currentTarget.value)}
            error={fieldError('starts_at')}
          />
          <Select
            label="Time zone of the place"
            searchable
            data={zoneOptions}
            value={form.time_zone}
            onChange={(v) => v && set('time_zone', v)}
            error={fieldError('time_zone')}
            allowDeselect={false}
          />
          <Select
            label="Kind"
            data={[...PLANNING_KINDS]}
            value={form.kind}
            onChange={(v) => v && set('kind', v as TEntryForm['kind'])}
            allowDeselect={false}
          />
          <Select
            label="Status"
            data={[...PLANNING_STATUSES]}
            value={form.status}
            onChange={(v) => v && set('status', v as TEntryForm['status'])}
            allowDeselect={false}
          />
          <Select
            label="Country"
            searchable
            clearable
            data={countryOptions}
            value={form.country_id ? String(form.country_id) : null}
            onChange={(v) => {
              const country = countries.data?.countries.find((c) => String(c.id) === v);
              setForm((current) => ({
                ...current,
                country_id: country?.id ?? null,
                region_id: country?.region_id ?? null,
              }));
            }}
            error={fieldError('country_id')}
          />
          <TextInput
            label="City"
            value={form.city}
            onChange={(e) => set('city', e.currentTarget.value)}
            error={fieldError('city')}
          />
          <TextInput
            label="Desk"
            value={form.desk}
            onChange={(e) => set('desk', e.currentTarget.value)}
            error={fieldError('desk')}
          />
          <NumberInput
            label="Live event id"
            min={1}
            allowDecimal={false}
            value={form.live_event_id ?? ''}
            onChange={(v) => set('live_event_id', typeof v === 'number' ? v : null)}
            error={fieldError('live_event_id')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={3}
          value={form.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={fieldError('description')}
        />
        <Group justify="space-between">
          <Group>
            {entry && mayCall(planningEndpoints.delete) && (
              <Button color="red" variant="subtle" onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
            )}
            {mayCall(liveEventEndpoints.create) && !form.live_event_id && (
              <Button
                variant="subtle"
                disabled={!form.title.trim()}
                onClick={() => navigate(liveEventFormPath(form))}
              >
                Create live event
              </Button>
            )}
          </Group>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => submit()} loading={saving || busy}>
              {entry ? 'Save' : 'Plan it'}
            </Button>
          </Group>
        </Group>
      </Stack>
      {entry && (
        <ConfirmModal
          opened={confirmDelete}
          title="Delete this entry?"
          confirmLabel="Delete"
          loading={remove.isPending}
          onClose={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(entry.id, { onSuccess: () => done('Entry deleted'), onError: failed })
          }
        >
          “{entry.title}” is removed from the plan.
        </ConfirmModal>
      )}
    </Modal>
  );
}
