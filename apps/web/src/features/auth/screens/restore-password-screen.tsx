import { Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@newsroom/contract';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { CenteredCard } from '../../../lib/ui/centered-card';
import { useRequestPasswordInstructions, useResetPassword } from '../api/password';
import { AuthDone, AuthForm, BackToSignIn } from '../components/auth-form';

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
      <AuthDone title="Check your e-mail" message={request.data.message}>
        <BackToSignIn />
      </AuthDone>
    );
  }
  return (
    <AuthForm
      title="Restore password"
      intro={
        <Text size="sm" c="dimmed">
          Enter your e-mail and we will send you a link to set a new password.
        </Text>
      }
      request={request}
      submitLabel="Send the link"
      busy={once.busy}
      onSubmit={once.submit}
      footer={<BackToSignIn size="sm" />}
    >
      <TextInput
        label="E-mail"
        type="email"
        error={formState.errors.email?.message}
        {...register('email', { required: 'E-mail is required' })}
      />
    </AuthForm>
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
      <AuthDone title="Password set" message={reset.data.message}>
        <Button component={Link} to="/signin">
          Sign in
        </Button>
      </AuthDone>
    );
  }
  return (
    <AuthForm
      title="Set a new password"
      request={reset}
      submitLabel="Set password"
      busy={once.busy}
      onSubmit={once.submit}
    >
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
    </AuthForm>
  );
}

export default function RestorePasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('reset_password_token');
  return (
    <CenteredCard>{token ? <SetNewPassword token={token} /> : <AskForInstructions />}</CenteredCard>
  );
}
