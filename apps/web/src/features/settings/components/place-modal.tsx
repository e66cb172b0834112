import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormModal } from '../../../lib/forms/form-modal';
import { PlaceNamesFields } from './place-names-fields';

/** The fields every place form has (a country's code only where `code` is on). */
type TPlaceForm = { code: string; name: string; names: Record<string, string> };

/**
 * The dialog that adds (`place` null) or edits a region or country: its ISO code for a country,
 * its name, the kind's own fields (`children`), then its names in the other locales.
 */
export function PlaceModal<TForm extends Partial<TPlaceForm>>({
  noun,
  place,
  form,
  modal,
  code = false,
  children,
}: {
  /** "business country": the title of a new one says "Add a business country". */
  noun: string;
  place: { name: string } | null;
  form: UseFormReturn<TForm>;
  /** From `useSaveFormModal`. */
  modal: { dirty: boolean; busy: boolean; onSubmit: () => void; onClose: () => void };
  code?: boolean;
  children: ReactNode;
}) {
  // The shared fields are the same in every kind's form.
  const { register, formState } = form as unknown as UseFormReturn<TPlaceForm>;
  const { errors } = formState;
  return (
    <FormModal title={place ? `Edit ${place.name}` : `Add a ${noun}`} {...modal}>
      {code && (
        <TextInput
          label="Code (ISO 3166-1)"
          required
          maxLength={2}
          data-autofocus
          error={errors.code?.message}
          {...register('code')}
        />
      )}
      <TextInput
        label="Name"
        required
        data-autofocus={!code || undefined}
        error={errors.name?.message}
        {...register('name')}
      />
      {children}
      <PlaceNamesFields register={register} />
    </FormModal>
  );
}
