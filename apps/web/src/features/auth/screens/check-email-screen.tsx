import { Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { NEXT_PARAM, safeReturnPath } from '../../../lib/session/return-path';
import { useVerifySignInCode } from '../../../lib/session/sign-in-out';
import { CenteredCard } from '../../../lib/ui/centered-card';
import { AuthForm, BackToSignIn } from '../components/auth-form';

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
      <AuthForm
        title="Check your e-mail"
        intro={
          <Text size="sm">
            We sent a sign-in code to {email ? <b>{email}</b> : 'your e-mail address'}. Enter it
            below to finish signing in.
          </Text>
        }
        request={verify}
        submitLabel="Verify"
        busy={once.busy}
        onSubmit={once.submit}
        footer={<BackToSignIn size="sm" />}
      >
        <TextInput
          label="Code"
          autoComplete="one-time-code"
          inputMode="numeric"
          error={formState.errors.token?.message}
          {...register('token', { required: 'Token is required' })}
        />
      </AuthForm>
    </CenteredCard>
  );
}
