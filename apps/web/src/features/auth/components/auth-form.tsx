import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message';
import { Form } from '../../../lib/forms/form';
import { useTakenOver } from '../../../lib/page/use-taken-over';

/**
 * The form of a signed-out screen (sign in, the e-mailed code, a new password): its title, what
 * to do (`intro`), the server's refusal in words, the fields, the submit (busy while it runs)
 * and a way on (`footer`).
 */
export function AuthForm({
  title,
  intro,
  request,
  submitLabel,
  busy,
  onSubmit,
  onInput,
  footer,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The request the form sends: its failure is said above the fields. */
  request: { isError: boolean; error: unknown };
  submitLabel: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onInput?: FormEventHandler<HTMLFormElement>;
  footer?: ReactNode;
  children: ReactNode;
}) {
  // Drawn by the server, the form shows before the app runs: a submit then would be the
  // browser's own, a GET with the password in the address. Until the app has taken the form
  // over its button is disabled, which also stops Enter from submitting it.
  const takenOver = useTakenOver();
  return (
    <Form onSubmit={onSubmit} onInput={onInput} noValidate>
      <Stack>
        <Title order={2}>{title}</Title>
        {intro}
        {request.isError && (
          <Alert color="red" role="alert">
            {errorMessage(request.error)}
          </Alert>
        )}
        {children}
        <Button type="submit" loading={busy} disabled={!takenOver}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </Form>
  );
}

/** What a signed-out step ends with: the server's words and the way on (`children`). */
export function AuthDone({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <Text role="status">{message}</Text>
      {children}
    </Stack>
  );
}

export function BackToSignIn({ size }: { size?: 'sm' }) {
  return (
    <Anchor component={Link} to="/signin" size={size}>
      Back to sign in
    </Anchor>
  );
}
