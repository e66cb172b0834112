import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useLocales } from '../../../lib/reference/reference-api';

/** Drops empty names (that locale then shows the main name). */
export const filledNames = (names: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).filter(([, name]) => name.trim()));

/**
 * One field per content locale other than English for a place's name there; an empty one shows
 * the main name in that locale.
 */
export function PlaceNamesFields<TForm extends FieldValues & { names: Record<string, string> }>({
  register,
}: {
  register: UseFormRegister<TForm>;
}) {
  const locales = useLocales();
  const others = (locales.data?.locales ?? []).filter((locale) => locale.code !== 'en');
  if (!others.length) return null;
  return (
    <Fieldset legend="Names in other locales (empty: the main name)">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {others.map((locale) => (
          <TextInput
            key={locale.code}
            label={`${locale.name} (${locale.code})`}
            maxLength={100}
            dir={locale.code === 'ar' ? 'rtl' : undefined}
            {...register(`names.${locale.code}` as Path<TForm>)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
