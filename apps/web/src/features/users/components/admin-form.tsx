import { Button, Modal, MultiSelect, Select, Stack } from '@mantine/core';
import {
  ADMIN_GROUP_LABELS,
  ADMIN_GROUPS,
  type TAdmin,
  type TAdminGroup,
  ZAdminInvite,
  ZAdminUpdate,
} from '@newsroom/contract';
import { Controller, type Path, type UseFormSetError, useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api/error-message';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { Form } from '../../../lib/forms/form';
import { PersonFields } from '../../../lib/forms/person-fields';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { pushNotification } from '../../../lib/notifications/notify';
import { pickable } from '../../../lib/reference/pickable';
import { useRegionsAndCountries } from '../../../lib/reference/reference-api';
import { DialogButtons } from '../../../lib/ui/dialog-buttons';
import { useAdminChange } from '../api/admins-api';

type TForm = {
  email: string;
  first_name: string;
  last_name: string;
  group: TAdminGroup;
  region_ids: string[];
  country_ids: string[];
};
const FIELDS = ['email', 'first_name', 'last_name', 'group', 'region_ids', 'country_ids'] as const;

// Territories matter only to a territorial manager; other groups are sent none.
const territoriesOf = (values: TForm) =>
  values.group === 'territorial_manager'
    ? { region_ids: values.region_ids.map(Number), country_ids: values.country_ids.map(Number) }
    : { region_ids: [], country_ids: [] };

const inviteOf = (values: TForm) => ({
  admin: {
    email: values.email,
    first_name: values.first_name,
    last_name: values.last_name,
    group: values.group,
    territories: territoriesOf(values),
  },
});
const updateOf = (values: TForm, version: number) => ({
  admin: { group: values.group, territories: territoriesOf(values), version },
});

// "Unknown region" comes for `admin.territories` as a whole: shown under the countries.
const SERVER_FIELDS = [...FIELDS, 'territories'] as unknown as readonly Path<TForm>[];

/** Invite (with e-mail and name) or edit (group and territories) an admin. */
export function AdminForm({ admin, onClose }: { admin: TAdmin | null; onClose: () => void }) {
  const { regions, countries } = useRegionsAndCountries();
  const change = useAdminChange();
  const form = useForm<TForm>({
    defaultValues: {
      email: admin?.email ?? '',
      first_name: admin?.first_name ?? '',
      last_name: admin?.last_name ?? '',
      group: admin?.group ?? 'client_desk',
      region_ids: (admin?.territories.region_ids ?? []).map(String),
      country_ids: (admin?.territories.country_ids ?? []).map(String),
    },
    resolver: admin
      ? contractResolver(ZAdminUpdate, (v: TForm) => updateOf(v, admin.version), 'admin.')
      : contractResolver(ZAdminInvite, inviteOf, 'admin.'),
  });
  const { errors } = form.formState;
  const setFieldError: UseFormSetError<TForm> = (name, error, options) =>
    form.setError((name as string) === 'territories' ? 'country_ids' : name, error, options);
  const { busy, submit } = useSubmitOnce(
    form.handleSubmit(async (values) => {
      try {
        if (admin)
          await change.mutateAsync({
            action: 'update',
            id: admin.id,
            admin: updateOf(values, admin.version).admin,
          });
        else await change.mutateAsync({ action: 'invite', admin: inviteOf(values).admin });
        pushNotification({
          type: 'success',
          title: admin ? 'Admin saved' : `Invitation sent to ${values.email}`,
        });
        onClose();
      } catch (error) {
        if (showServerFieldErrors(error, setFieldError, SERVER_FIELDS, 'admin.')) return;
        pushNotification({ type: 'error', title: 'Not saved', message: errorMessage(error) });
      }
    }),
  );
  const group = form.watch('group');
  const territoryPicker = (name: 'region_ids' | 'country_ids') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MultiSelect
          label={name === 'region_ids' ? 'Regions' : 'Countries'}
          searchable
          data={pickable(name === 'region_ids' ? regions : countries, field.value).map((p) => ({
            value: String(p.id),
            label: p.name,
          }))}
          value={field.value}
          onChange={field.onChange}
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={admin ? `Edit ${admin.email}` : 'Invite an admin'}
      centered
    >
      <Form onSubmit={submit} noValidate aria-label={admin ? 'Edit the admin' : 'Invite an admin'}>
        <Stack>
          {!admin && <PersonFields register={form.register} errors={errors} autoFocus />}
          <Controller
            control={form.control}
            name="group"
            render={({ field }) => (
              <Select
                label="Group"
                allowDeselect={false}
                data={ADMIN_GROUPS.map((g) => ({ value: g, label: ADMIN_GROUP_LABELS[g] }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                error={errors.group?.message}
              />
            )}
          />
          {group === 'territorial_manager' && (
            <>
              {territoryPicker('region_ids')}
              {territoryPicker('country_ids')}
            </>
          )}
          <DialogButtons onCancel={onClose}>
            <Button type="submit" loading={busy}>
              {admin ? 'Save' : 'Send invitation'}
            </Button>
          </DialogButtons>
        </Stack>
      </Form>
    </Modal>
  );
}
