import {
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  LIVE_EVENT_CORE_FIELDS as CORE,
  LIMIT_TYPES,
  LIVE_EVENT_QUALITIES,
  LIVE_EVENT_TRANSITIONS,
} from '@newsroom/contract';
import { useEffect, useState } from 'react';
import { Controller, type RegisterOptions, useForm } from 'react-hook-form';
import { useAdminTimeZone } from '../../../lib/format/date-time';
import { Form } from '../../../lib/forms/form';
import { useFormZone } from '../../../lib/forms/use-form-zone';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { ZonedDateTimeInput } from '../../../lib/forms/zoned-date-time-input';
import { pickable } from '../../../lib/reference/pickable';
import { useRegionsAndCountries } from '../../../lib/reference/reference-api';
import { PlainCheckbox } from '../../../lib/ui/plain-checkbox';
import { useLanguageData, useTranscoders } from '../api/live-events-api';
import type { TEventForm } from './form-values';
import { ImageField } from './image-field';
import { STATUS_LABELS } from './status-badge';
import { StreamToSwitches } from './stream-to-switches';
import { TagSelect } from './tag-select';

const FLAGS = [
  ['free_access', 'Free access'],
  ['visible', 'Visible'],
  ['clients_only', 'Clients only'],
  ['cutting_available', 'Cutting available'],
  ['front_page_ban', 'Front page ban'],
  ['landing_and_search_only', 'Landing and search only'],
  ['start_at_not_finalized', 'Start time not final'],
] as const;

const NONE = '-1';
type TTextField = 'title' | 'slug' | 'text_slug' | 'start_at' | 'meta_tag' | 'image_type';
/** A row a Select offers: regions and countries carry `enabled`, transcoder profiles do not. */
type TPickRow = { id: number; name: string; enabled?: boolean };

const options = (rows: { id: number; name: string }[], none: string) => [
  { value: NONE, label: none },
  ...rows.map((row) => ({ value: String(row.id), label: row.name })),
];

/**
 * Every SPEC §3 field of an event; `isNew` hides what only an existing event has. With
 * `coreLocked` (groups the policy keeps off the schedule and stream, LIVE_EVENT_CORE_FIELDS)
 * those fields are read-only and the screen leaves them out of the request. `initial` writes the
 * values on the admin's clock when the form is filled; `onSubmit` gets the zone the start is
 * written in by then (useWrittenZone).
 */
export function LiveEventForm({
  initial,
  knownTags = [],
  isNew,
  saving,
  coreLocked = false,
  onSubmit,
  onDirtyChange,
}: {
  initial: (zone: string) => TEventForm;
  knownTags?: { id: number; name: string; locale: string }[];
  isNew: boolean;
  saving: boolean;
  coreLocked?: boolean;
  onSubmit: (values: TEventForm, zone: string) => unknown;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const admin = useAdminTimeZone();
  const [first] = useState(() => initial(admin));
  const form = useForm<TEventForm>({ defaultValues: first });
  const { register, control, handleSubmit, formState } = form;
  const zone = useFormZone(form, ['start_at']);
  // A double click sends one request (issue 19): the second submit waits for nothing and is dropped.
  const once = useSubmitOnce((values: TEventForm) => onSubmit(values, zone));
  // react-hook-form writes a registered field's value only once mounted: the first values are in
  // the markup too, so the page the server draws shows the event before the scripts run.
  const text = <N extends TTextField>(name: N, options?: RegisterOptions<TEventForm, N>) => ({
    ...register(name, options),
    defaultValue: first[name],
  });
  const languages = useLanguageData();
  const transcoders = useTranscoders();
  const { regions, countries } = useRegionsAndCountries();
  const statuses = [first.status, ...LIVE_EVENT_TRANSITIONS[first.status]];
  const { isDirty } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  // A form that goes away (another tab, a save that remounts it) holds nothing unsaved any more.
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  return (
    <Form onSubmit={handleSubmit(once.submit)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          {...text('title', { validate: (v) => v.trim() !== '' || 'Title is required' })}
          error={formState.errors.title?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Slug"
            description={isNew ? 'Made from the title when left empty' : undefined}
            disabled={coreLocked}
            {...text('slug')}
          />
          <TextInput label="Text slug" {...text('text_slug')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <ZonedDateTimeInput
            label="Start"
            zone={zone}
            required
            disabled={coreLocked}
            {...text('start_at', { required: 'Start is required' })}
            error={formState.errors.start_at?.message}
          />
          <Controller
            control={control}
            name="durationTime.hh"
            render={({ field }) => (
              <NumberInput
                label="Duration hours"
                disabled={coreLocked}
                min={0}
                max={168}
                value={field.value}
                onChange={(v) => field.onChange(Number(v) || 0)}
              />
            )}
          />
          <Controller
            control={control}
            name="durationTime.mm"
            render={({ field }) => (
              <NumberInput
                label="Duration minutes"
                disabled={coreLocked}
                min={0}
                max={59}
                value={field.value}
                onChange={(v) => field.onChange(Number(v) || 0)}
              />
            )}
          />
          {!isNew && (
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <Select
                  label="Status"
                  disabled={coreLocked}
                  allowDeselect={false}
                  data={statuses.map((value) => ({ value, label: STATUS_LABELS[value] }))}
                  value={field.value}
                  onChange={(v) => v && field.onChange(v)}
                />
              )}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={control}
            name="quality"
            render={({ field }) => (
              <Select
                label="Quality"
                disabled={coreLocked}
                allowDeselect={false}
                data={[...LIVE_EVENT_QUALITIES]}
                value={field.value}
                onChange={(v) => v && field.onChange(v)}
              />
            )}
          />
          <Controller
            control={control}
            name="limit_type"
            render={({ field }) => (
              <Select
                label="Limit type"
                disabled={coreLocked}
                allowDeselect={false}
                data={[...LIMIT_TYPES]}
                value={field.value}
                onChange={(v) => v && field.onChange(v)}
              />
            )}
          />
          <Controller
            control={control}
            name="languages"
            render={({ field }) => (
              <MultiSelect
                label="Languages"
                searchable
                data={(languages.data?.languages ?? []).map((l) => ({
                  value: l.code,
                  label: l.name,
                }))}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {(
            [
              ['region_id', 'Region', regions, 'No region'],
              ['country_id', 'Country', countries, 'No country'],
              ['transcoder_id', 'Transcoder', transcoders.data?.transcoders ?? [], 'No transcoder'],
            ] as const
          ).map(([name, label, rows, none]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Select
                  label={label}
                  searchable
                  allowDeselect={false}
                  disabled={coreLocked && name === 'transcoder_id'}
                  data={options(pickable<TPickRow>(rows, [field.value]), none)}
                  value={String(field.value)}
                  onChange={(v) => field.onChange(Number(v ?? NONE))}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Fieldset legend="Flags">
          <Group gap="lg">
            {FLAGS.map(([name, label]) => (
              <PlainCheckbox
                key={name}
                label={label}
                disabled={coreLocked && (CORE as readonly string[]).includes(name)}
                defaultChecked={first[name]}
                {...register(name)}
              />
            ))}
          </Group>
        </Fieldset>
        <Controller
          control={control}
          name="stream_to"
          render={({ field }) => (
            <StreamToSwitches value={field.value} disabled={coreLocked} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="tag_ids"
          render={({ field }) => (
            <TagSelect value={field.value} known={knownTags} onChange={field.onChange} />
          )}
        />
        <ImageField slug={isNew ? undefined : first.slug} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Meta tag" {...text('meta_tag')} />
          <TextInput label="Image type" {...text('image_type')} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={saving || once.busy} disabled={saving || once.busy}>
            {isNew ? 'Create live event' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
