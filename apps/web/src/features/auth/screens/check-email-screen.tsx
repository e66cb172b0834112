import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { NEXT_PARAM, safeReturnPath } from '../../../lib/session/return-path';
import { useVerifySignInCode } from '../../../lib/session/sign-in-out';
import { CenteredCard } from '../../../lib/ui/centered-card';

export default function CheckEmailScreen() {
  const navigate = useNavigate();
  const email = (useLocation().state as { email?: string } | null)?.email;
  const [search] = useSearchParams();
  // After the code: the page asked for before sign-in, else `/`, the admin's landing screen.
  const next = safeReturnPath(search.get(NEXT_PARAM)) ?? '/';
  const verify = useVerifySignInCode();
  const { register, handleSubmit, formState } = useForm<{ token: string }>({
    defaultValues: { token: '' },
  });
  // The failure shows from `verify.error`; the promise only keeps the button busy.
  const once = useSubmitOnce(
    handleSubmit(({ token }) =>
      verify.mutateAsync(token.trim()).then(
        () => navigate(next, { replace: true }),
        () => undefined,
      ),
    ),
  );
  return (
    <CenteredCard>
      <form onSubmit={once.submit} noValidate>
        <Stack>
          <Title order={2}>Check your e-mail</Title>
          <Text size="sm">
            We sent a sign-in code to {email ? <b>{email}</b> : 'your e-mail address'}. Enter it
            below to finish signing in.
          </Text>
          {verify.isError && (
            <Alert color="red" role="alert">
              {errorMessage(verify.error)}
            </Alert>
          )}
          <TextInput
            label="Code"
            autoComplete="one-time-code"
            inputMode="numeric"
            error={formState.errors.token?.message}
            {...register('token', { required: 'Token is required' })}
          />
          <Button type="submit" loading={once.busy}>
            Verify
          </Button>
          <Anchor component={Link} to="/signin" size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </CenteredCard>
  );
}
