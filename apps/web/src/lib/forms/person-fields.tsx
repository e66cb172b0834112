import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

type TName = 'email' | 'first_name' | 'last_name';

/**
 * The e-mail, first name and last name of a person being invited (an admin, a company member),
 * each with its refusal. Pass the form's `register` and `formState.errors`; `emailId` names the
 * e-mail field for a link or focus, `autoFocus` puts the cursor there when a modal opens.
 */
export function PersonFields({
  register,
  errors,
  emailId,
  autoFocus,
}: {
  register: (name: TName) => UseFormRegisterReturn;
  errors: Partial<Record<TName, { message?: string }>>;
  emailId?: string;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextInput
        id={emailId}
        label="E-mail"
        required
        data-autofocus={autoFocus || undefined}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput
        label="First name"
        required
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextInput label="Last name" error={errors.last_name?.message} {...register('last_name')} />
    </>
  );
}
