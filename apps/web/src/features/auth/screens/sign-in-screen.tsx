import { Alert, Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { NEXT_PARAM, safeReturnPath } from '../../../lib/session/return-path';
import { useSignIn } from '../../../lib/session/sign-in-out';
import { CenteredCard } from '../../../lib/ui/centered-card';

type TForm = { email: string; password: string };

export default function SignInScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm<TForm>({
    defaultValues: { email: '', password: '' },
  });
  const next = safeReturnPath(search.get(NEXT_PARAM));

  // The failure shows from `signIn.error`; the promise only keeps the button busy.
  const once = useSubmitOnce(
    handleSubmit((form) =>
      signIn.mutateAsync(form).then(
        (result) => {
          // Signed in: the public layout sends the admin on to `next` or their landing screen.
          if ('verification_required' in result)
            navigate(
              next ? `/check-email?${NEXT_PARAM}=${encodeURIComponent(next)}` : '/check-email',
              { state: { email: result.email } },
            );
        },
        () => undefined,
      ),
    ),
  );

  return (
    <CenteredCard>
      <form onSubmit={once.submit} noValidate>
        <Stack>
          <Title order={2}>Sign in</Title>
          {signIn.isError && (
            <Alert color="red" role="alert">
              {errorMessage(signIn.error)}
            </Alert>
          )}
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            data-autofocus
            autoFocus
            error={formState.errors.email?.message}
            {...register('email', { required: 'E-mail is required' })}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password', { required: 'Password is required' })}
          />
          <Button type="submit" loading={once.busy}>
            Sign in
          </Button>
          <Anchor component={Link} to="/restore-password" size="sm">
            Forgot your password?
          </Anchor>
        </Stack>
      </form>
    </CenteredCard>
  );
}
