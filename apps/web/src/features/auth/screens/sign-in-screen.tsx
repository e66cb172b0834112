import { Anchor, PasswordInput, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { NEXT_PARAM, safeReturnPath } from '../../../lib/session/return-path';
import { useSignIn } from '../../../lib/session/sign-in-out';
import { CenteredCard } from '../../../lib/ui/centered-card';
import { AuthForm } from '../components/auth-form';

type TForm = { email: string; password: string };
type TErrors = Partial<Record<keyof TForm, string>>;

const REQUIRED: Record<keyof TForm, string> = {
  email: 'E-mail is required',
  password: 'Password is required',
};

/** The fields left empty, each with its message; the server checks the rest. */
function missing(form: TForm): TErrors {
  const keys = Object.keys(REQUIRED) as (keyof TForm)[];
  return Object.fromEntries(keys.filter((key) => !form[key]).map((key) => [key, REQUIRED[key]]));
}

/**
 * Two fields, checked only for being filled: plain form data rather than react-hook-form, which
 * would double the script of the first page a signed-out visitor sees (bench/README.md).
 */
export default function SignInScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signIn = useSignIn();
  const [errors, setErrors] = useState<TErrors>({});
  const next = safeReturnPath(search.get(NEXT_PARAM));

  // The failure shows from `signIn.error`; the promise only keeps the button busy.
  const once = useSubmitOnce((event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    const found = missing(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    return signIn.mutateAsync(form).then(
      (result) => {
        // Signed in: the public layout sends the admin on to `next` or their landing screen.
        if ('verification_required' in result)
          navigate(
            next ? `/check-email?${NEXT_PARAM}=${encodeURIComponent(next)}` : '/check-email',
            { state: { email: result.email } },
          );
      },
      () => undefined,
    );
  });
  // As before a fix: a message goes once its field is filled.
  const clearFilled = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement;
    if (field.value && errors[field.name as keyof TForm])
      setErrors({ ...errors, [field.name]: undefined });
  };

  return (
    <CenteredCard>
      <AuthForm
        title="Sign in"
        request={signIn}
        submitLabel="Sign in"
        busy={once.busy}
        onSubmit={once.submit}
        onInput={clearFilled}
        footer={
          <Anchor component={Link} to="/restore-password" size="sm">
            Forgot your password?
          </Anchor>
        }
      >
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          data-autofocus
          autoFocus
          name="email"
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          name="password"
          error={errors.password}
        />
      </AuthForm>
    </CenteredCard>
  );
}
