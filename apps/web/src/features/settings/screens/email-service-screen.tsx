import { Title } from '@mantine/core';
import { QueryState } from '../../../lib/query/query-state';
import { useEmailService, useEmailServiceHistory, useMailMessages } from '../api/email-service-api';
import { EmailServiceForm } from '../components/email-service-form';
import { MailMessagesTable } from '../components/mail-messages-table';
import { SettingsPage } from '../components/settings-page';
import { TestEmailPanel } from '../components/test-email-panel';

const HISTORY_ACTIONS = { update: 'Changed', update_with_secret: 'Changed (with the password)' };

/** /settings/email-service: how mail leaves, a test send, the last 200 messages and the history. */
export default function EmailServiceScreen() {
  const service = useEmailService();
  const messages = useMailMessages();
  const history = useEmailServiceHistory();
  return (
    <SettingsPage
      title="Email service"
      settings={service}
      form={(data) => <EmailServiceForm service={data} />}
      history={history}
      historyActions={HISTORY_ACTIONS}
    >
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
    </SettingsPage>
  );
}
