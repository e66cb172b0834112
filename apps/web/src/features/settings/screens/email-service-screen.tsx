import { Stack, Title } from '@mantine/core';
import { HistoryView } from '../../../lib/history/history-view';
import { QueryState } from '../../../lib/query/query-state';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useEmailService, useEmailServiceHistory, useMailMessages } from '../api/email-service-api';
import { EmailServiceForm } from '../components/email-service-form';
import { MailMessagesTable } from '../components/mail-messages-table';
import { TestEmailPanel } from '../components/test-email-panel';

const HISTORY_ACTIONS = { update: 'Changed', update_with_secret: 'Changed (with the password)' };

/** /settings/email-service: how mail leaves, a test send, the last 200 messages and the history. */
export default function EmailServiceScreen() {
  usePageTitle('Email service');
  const service = useEmailService();
  const messages = useMailMessages();
  const history = useEmailServiceHistory();
  return (
    <Stack gap="md">
      <Title order={2}>Email service</Title>
      <QueryState query={service} what="email service">
        {(data) => <EmailServiceForm service={data} />}
      </QueryState>
      <TestEmailPanel />
      <Title order={3} mt="xl">
        Last 200 messages
      </Title>
      <QueryState
        query={messages}
        what="messages"
        isEmpty={(data) => data.messages.length === 0}
        empty="No messages yet"
      >
        {(data) => <MailMessagesTable messages={data.messages} />}
      </QueryState>
      <Title order={3} mt="xl">
        History
      </Title>
      <HistoryView history={history} actions={HISTORY_ACTIONS} />
    </Stack>
  );
}
