import { Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import {
  ADMIN_GROUP_LABELS,
  ADMIN_GROUPS,
  type TAdmin,
  type TAdminGroup,
} from '@newsroom/contract';
import { useState } from 'react';
import { pickable } from '../../../lib/reference/pickable';
import { useRegionsAndCountries } from '../../../lib/reference/reference-api';

export type TAdminFormValues = {
  email: string;
  first_name: string;
  last_name: string;
  group: TAdminGroup;
  territories: { region_ids: number[]; country_ids: number[] };
};

/** Invite (with e-mail and name) or edit (group and territories) an admin. */
export function AdminForm({
  admin,
  loading,
  onSubmit,
  onClose,
}: {
  admin: TAdmin | null;
  loading: boolean;
  onSubmit: (values: TAdminFormValues) => void;
  onClose: () => void;
}) {
  const { regions, countries } = useRegionsAndCountries();
  const [values, setValues] = useState<TAdminFormValues>({
    email: admin?.email ?? '',
    first_name: admin?.first_name ?? '',
    last_name: admin?.last_name ?? '',
    group: admin?.group ?? 'client_desk',
    territories: admin?.territories ?? { region_ids: [], country_ids: [] },
  });
  const ids = (list: string[]) => list.map(Number);
  return (
    <Modal
      opened
      onClose={onClose}
      title={admin ? `Edit ${admin.email}` : 'Invite an admin'}
      centered
    >
      <Stack>
        {!admin && (
          <>
            <TextInput
              label="E-mail"
              required
              value={values.email}
              onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
            />
            <TextInput
              label="First name"
              required
              value={values.first_name}
              onChange={(e) => setValues({ ...values, first_name: e.currentTarget.value })}
            />
            <TextInput
              label="Last name"
              value={values.last_name}
              onChange={(e) => setValues({ ...values, last_name: e.currentTarget.value })}
            />
          </>
        )}
        <Select
          label="Group"
          allowDeselect={false}
          data={ADMIN_GROUPS.map((g) => ({ value: g, label: ADMIN_GROUP_LABELS[g] }))}
          value={values.group}
          onChange={(v) => v && setValues({ ...values, group: v as TAdminGroup })}
        />
        {values.group === 'territorial_manager' && (
          <>
            <MultiSelect
              label="Regions"
              data={pickable(regions, values.territories.region_ids).map((r) => ({
                value: String(r.id),
                label: r.name,
              }))}
              value={values.territories.region_ids.map(String)}
              onChange={(v) =>
                setValues({ ...values, territories: { ...values.territories, region_ids: ids(v) } })
              }
            />
            <MultiSelect
              label="Countries"
              searchable
              data={pickable(countries, values.territories.country_ids).map((c) => ({
                value: String(c.id),
                label: c.name,
              }))}
              value={values.territories.country_ids.map(String)}
              onChange={(v) =>
                setValues({
                  ...values,
                  territories: { ...values.territories, country_ids: ids(v) },
                })
              }
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={loading} onClick={() => onSubmit(values)}>
            {admin ? 'Save' : 'Send invitation'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
