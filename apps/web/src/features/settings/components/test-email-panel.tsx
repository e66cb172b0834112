import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { useSendTestEmail } from '../api/email-service-api';

/** Sends one mail through the saved service and shows what the mail server answered. */
export function TestEmailPanel() {
  const [to, setTo] = useState('');
  const test = useSendTestEmail();
  const result = test.data;
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        label="Send a test e-mail to"
        type="email"
        w={320}
        value={to}
        onChange={(event) => setTo(event.currentTarget.value)}
      />
      <Button
        variant="light"
        loading={test.isPending}
        disabled={!to.trim()}
        onClick={() => test.mutate(to.trim())}
      >
        Send a test e-mail
      </Button>
      {(result || test.error) && (
        <Alert
          w="100%"
          role="status"
          color={result?.ok ? 'teal' : 'red'}
          title={result?.ok ? 'Sent' : 'Not sent'}
        >
          {result ? result.message : errorMessage(test.error)}
        </Alert>
      )}
    </Group>
  );
}
