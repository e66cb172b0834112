import { Select } from '@mantine/core';
import type { TCustomer } from '@newsroom/contract';
import { useAccountManagers } from '../api/customers-api';

/**
 * The customer's account manager, chosen among the active admins
 * (`GET /api/admin/users/account_managers`). The one the customer has stays offered even when
 * that admin has been disabled since, so saving other fields does not drop them.
 */
export function AccountManagerSelect({
  current,
  value,
  onChange,
  error,
}: {
  current: TCustomer['account_manager'];
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  const managers = useAccountManagers();
  const active = managers.data?.account_managers ?? [];
  const kept =
    current && !active.some((m) => m.id === current.id)
      ? [
          {
            value: String(current.id),
            label: `${current.name || `Admin ${current.id}`} (disabled)`,
          },
        ]
      : [];
  return (
    <Select
      label="Account manager"
      placeholder={managers.isPending ? 'Loading…' : 'None'}
      searchable
      clearable
      nothingFoundMessage="No admin of that name"
      data={[...kept, ...active.map((m) => ({ value: String(m.id), label: m.name }))]}
      value={value}
      onChange={onChange}
      error={error ?? (managers.isError ? 'The admins could not be loaded' : undefined)}
    />
  );
}
