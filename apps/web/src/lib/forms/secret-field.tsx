import { Checkbox, PasswordInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * A write-only secret (a password, a stream key, an API key): the saved one is never shown; an
 * empty field keeps it, the checkbox removes it.
 */
export function SecretField<TForm extends FieldValues>({
  form,
  name,
  removeName,
  saved,
  label,
  removeLabel,
}: {
  form: UseFormReturn<TForm>;
  name: Path<TForm>;
  /** The form's boolean that asks to remove the saved secret. */
  removeName: Path<TForm>;
  /** Whether the server has one saved (`has_password` and the like). */
  saved: boolean;
  label: string;
  removeLabel: string;
}) {
  const removing = Boolean(form.watch(removeName));
  return (
    <>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        placeholder={saved ? 'Saved: leave empty to keep it' : ''}
        disabled={removing}
        error={form.getFieldState(name, form.formState).error?.message}
        {...form.register(name)}
      />
      {saved && <Checkbox label={removeLabel} {...form.register(removeName)} />}
    </>
  );
}
