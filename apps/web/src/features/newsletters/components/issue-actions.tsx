import { Button, Group, Text } from '@mantine/core';
import { newsletterEndpoints, type TNewsletterIssue } from '@newsroom/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { useMayCall } from '../../../lib/session/may-call';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { useDeleteIssue, useSendTest, useUnschedule } from '../api/newsletters-api';
import { ScheduleModal } from './schedule-modal';

type TProps = { issue: TNewsletterIssue; dirty: boolean; onDeleted: () => void };

/** Test to oneself, send/schedule, unschedule and delete, as the issue's state allows. */
export function IssueActions({ issue, dirty, onDeleted }: TProps) {
  const navigate = useNavigate();
  const mayCall = useMayCall();
  const sendTest = useSendTest();
  const unschedule = useUnschedule();
  const remove = useDeleteIssue();
  const [dialog, setDialog] = useState<'send' | 'delete' | null>(null);
  if (!mayCall(newsletterEndpoints.schedule)) return null;

  const test = async () => {
    try {
      const result = await sendTest.mutateAsync(issue.id);
      pushNotification({
        type: 'success',
        title: `Test sent to ${result.to}`,
        message: result.response,
      });
    } catch (error) {
      pushNotification({ type: 'error', title: 'Test not sent', message: errorMessage(error) });
    }
  };
  const takeBack = async () => {
    try {
      await unschedule.mutateAsync({ id: issue.id, version: issue.version });
      pushNotification({ type: 'success', title: 'Back to draft: it will not be sent' });
    } catch (error) {
      pushNotification({ type: 'error', title: 'Not changed', message: errorMessage(error) });
    }
  };
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(issue.id);
      pushNotification({ type: 'success', title: `Issue “${issue.subject}” deleted` });
      onDeleted();
      navigate(`/newsletters/${issue.kind}`);
    } catch (error) {
      setDialog(null);
      pushNotification({ type: 'error', title: 'Not deleted', message: errorMessage(error) });
    }
  };

  return (
    <Group>
      {(issue.status === 'draft' || issue.status === 'scheduled') && (
        <Button
          variant="default"
          loading={sendTest.isPending}
          disabled={dirty}
          onClick={() => void test()}
        >
          Send a test to me
        </Button>
      )}
      {issue.status === 'draft' && (
        <>
          <Button disabled={dirty || issue.item_count === 0} onClick={() => setDialog('send')}>
            Send or schedule…
          </Button>
          <Button variant="subtle" color="red" onClick={() => setDialog('delete')}>
            Delete
          </Button>
        </>
      )}
      {issue.status === 'scheduled' && (
        <Button variant="default" loading={unschedule.isPending} onClick={() => void takeBack()}>
          Back to draft
        </Button>
      )}
      {dirty && issue.status === 'draft' && (
        <Text size="sm" c="dimmed">
          Save your changes before testing or sending.
        </Text>
      )}
      {dialog === 'send' && <ScheduleModal issue={issue} opened onClose={() => setDialog(null)} />}
      <ConfirmModal
        opened={dialog === 'delete'}
        title="Delete this draft?"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDialog(null)}
      >
        “{issue.subject}” will be removed.
      </ConfirmModal>
    </Group>
  );
}
