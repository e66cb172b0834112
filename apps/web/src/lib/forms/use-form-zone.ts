import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { rezoneInput } from '../format/local-time';
import { useWrittenZone } from '../format/use-zoned-input';

/**
 * The zone a react-hook-form's `datetime-local` `fields` are written in (useWrittenZone): when
 * the admin's zone changes and none of them was edited, they are written again on the new clock
 * as their defaults (so the form stays clean); an edited one keeps the form on its zone.
 */
export function useFormZone<T extends FieldValues>(
  { formState, getValues, resetField }: UseFormReturn<T>,
  fields: FieldPath<T>[],
): string {
  const dirty = formState.dirtyFields as Record<string, unknown>;
  return useWrittenZone(
    fields.some((name) => dirty[name]),
    (from, to) => {
      for (const name of fields) {
        const value = getValues(name) as string;
        resetField(name, { defaultValue: rezoneInput(value ?? '', from, to) as never });
      }
    },
  );
}
