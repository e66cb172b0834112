import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@newsroom/contract';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { CenteredCard } from '../../../lib/ui/centered-card';
import { useRequestPasswordInstructions, useResetPassword } from '../api/password';

function AskForInstructions() {
  const request = useRequestPasswordInstructions();
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    defaultValues: { email: '' },
  });
  const once = useSubmitOnce(
    handleSubmit(({ email }) => request.mutateAsync(email).catch(() => undefined)),
  );
  if (request.isSuccess) {
    return (
      <Stack>
        <Title order={2}>Check your e-mail</Title>
        <Text role="status">{request.data.message}</Text>
        <Anchor component={Link} to="/signin">
          Back to sign in
        </Anchor>
      </Stack>
    );
  }
  return (
    <form onSubmit={once.submit} noValidate>
      <Stack>
        <Title order={2}>Restore password</Title>
        <Text size="sm" c="dimmed">
          Enter your e-mail and we will send you a link to set a new password.
        </Text>
        {request.isError && (
          <Alert color="red" role="alert">
            {errorMessage(request.error)}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          error={formState.errors.email?.message}
          {...register('email', { required: 'E-mail is required' })}
        />
        <Button type="submit" loading={once.busy}>
          Send the link
        </Button>
        <Anchor component={Link} to="/signin" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}

function SetNewPassword({ token }: { token: string }) {
  const reset = useResetPassword();
  const { register, handleSubmit, formState, getValues } = useForm<{
    password: string;
    confirmation: string;
  }>({
    defaultValues: { password: '', confirmation: '' },
  });
  const once = useSubmitOnce(
    handleSubmit(({ password }) =>
      reset.mutateAsync({ reset_password_token: token, password }).catch(() => undefined),
    ),
  );
  if (reset.isSuccess) {
    return (
      <Stack>
        <Title order={2}>Password set</Title>
        <Text role="status">{reset.data.message}</Text>
        <Button component={Link} to="/signin">
          Sign in
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={once.submit} noValidate>
      <Stack>
        <Title order={2}>Set a new password</Title>
        {reset.isError && (
          <Alert color="red" role="alert">
            {errorMessage(reset.error)}
          </Alert>
        )}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          error={formState.errors.password?.message}
          {...register('password', {
            required: 'Password is required',
            minLength: {
              value: PASSWORD_MIN_LENGTH,
              message: `At least ${PASSWORD_MIN_LENGTH} characters`,
            },
          })}
        />
        <PasswordInput
          label="Repeat the new password"
          autoComplete="new-password"
          error={formState.errors.confirmation?.message}
          {...register('confirmation', {
            validate: (value) => value === getValues('password') || 'The passwords differ',
          })}
        />
        <Button type="submit" loading={once.busy}>
          Set password
        </Button>
      </Stack>
    </form>
  );
}

export default function RestorePasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('reset_password_token');
  return (
    <CenteredCard>{token ? <SetNewPassword token={token} /> : <AskForInstructions />}</CenteredCard>
  );
}
