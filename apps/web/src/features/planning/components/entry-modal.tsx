import { Button, Group, Modal, Tabs } from '@mantine/core';
import { liveEventEndpoints, planningEndpoints, type TPlanningEntry } from '@newsroom/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { useAdminTimeZone } from '../../../lib/format/date-time';
import { Form } from '../../../lib/forms/form';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useFormZone } from '../../../lib/forms/use-form-zone';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes';
import { HistoryView } from '../../../lib/history/history-view';
import { pushNotification } from '../../../lib/notifications/notify';
import { useMayCall } from '../../../lib/session/may-call';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import {
  useCreateEntry,
  useDeleteEntry,
  useEntryHistory,
  useUpdateEntry,
} from '../api/planning-api';
import { EntryFields } from './entry-fields';
import {
  bodyOf,
  ENTRY_FIELDS,
  entryResolver,
  formOf,
  liveEventFormPath,
  type TEntryForm,
} from './entry-form-values';

type TProps = { locale: string; entry: TPlanningEntry | null; day?: Date; onClose: () => void };

function EntryHistory({ id }: { id: number }) {
  return <HistoryView history={useEntryHistory(id)} />;
}

/**
 * Create or change one entry (react-hook-form checked by the contract's schema, the server's 422
 * by its fields, a 409 when someone saved first). Closing or leaving with unsaved edits asks
 * first; "Create live event" opens the live event form with the entry's values.
 */
export function EntryModal({ locale, entry, day, onClose }: TProps) {
  const admin = useAdminTimeZone();
  const form = useForm<TEntryForm>({
    defaultValues: formOf(entry, admin, day),
    // Only a check: what is sent is read in the zone the start is written in.
    resolver: entryResolver(locale, admin),
  });
  const zone = useFormZone(form, ['starts_at']);
  const [asking, setAsking] = useState<'close' | 'delete' | null>(null);
  const [tab, setTab] = useState<string | null>('entry');
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const remove = useDeleteEntry();
  const mayCall = useMayCall();
  const navigate = useNavigate();

  const save = async (values: TEntryForm) => {
    try {
      if (entry) {
        await update.mutateAsync({
          id: entry.id,
          entry: { ...bodyOf(values, zone), version: entry.version },
        });
      } else await create.mutateAsync({ entry: { locale, ...bodyOf(values, zone) } });
      pushNotification({ type: 'success', title: entry ? 'Entry saved' : 'Entry planned' });
      form.reset(values);
      onClose();
    } catch (error) {
      if (showServerFieldErrors(error, form.setError, ENTRY_FIELDS, 'entry.')) return;
      const stale = error instanceof ApiRequestError && error.status === 409;
      pushNotification({
        type: 'error',
        title: stale ? 'Someone else changed this entry first' : 'Not saved',
        message: stale
          ? 'The plan now shows their version: close this form and open the entry again.'
          : errorMessage(error),
      });
    }
  };
  const { submit, busy } = useSubmitOnce(form.handleSubmit(save));
  const dirty = form.formState.isDirty;
  const unsaved = useUnsavedChanges(dirty && !busy);
  const close = () => (dirty ? setAsking('close') : onClose());
  const values = form.watch();

  const body = (
    <Form onSubmit={submit} noValidate aria-label="Planning entry">
      <EntryFields form={form} zone={zone} />
      <Group justify="space-between" mt="md">
        <Group>
          {entry && mayCall(planningEndpoints.delete) && (
            <Button color="red" variant="subtle" onClick={() => setAsking('delete')}>
              Delete
            </Button>
          )}
          {mayCall(liveEventEndpoints.create) && !values.live_event_id && (
            <Button
              variant="subtle"
              disabled={!values.title.trim()}
              onClick={() => navigate(liveEventFormPath(values, zone))}
            >
              Create live event
            </Button>
          )}
        </Group>
        <Group>
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {entry ? 'Save' : 'Plan it'}
          </Button>
        </Group>
      </Group>
    </Form>
  );

  return (
    <>
      <Modal
        opened
        onClose={close}
        title={entry ? 'Planning entry' : 'New planning entry'}
        size="lg"
        centered
      >
        {entry ? (
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="entry">Entry</Tabs.Tab>
              <Tabs.Tab value="history">History</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="entry">{body}</Tabs.Panel>
            <Tabs.Panel value="history">
              {/* Read when the tab opens, not with every entry opened. */}
              {tab === 'history' && <EntryHistory id={entry.id} />}
            </Tabs.Panel>
          </Tabs>
        ) : (
          body
        )}
      </Modal>
      {unsaved.dialog}
      <ConfirmModal
        opened={asking === 'close'}
        title="Discard your changes?"
        confirmLabel="Discard"
        onClose={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          onClose();
        }}
      >
        The changes in this entry are not saved yet.
      </ConfirmModal>
      {entry && (
        <ConfirmModal
          opened={asking === 'delete'}
          title="Delete this entry?"
          confirmLabel="Delete"
          loading={remove.isPending}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            remove.mutate(entry.id, {
              onSuccess: () => {
                pushNotification({ type: 'success', title: 'Entry deleted' });
                onClose();
              },
              onError: (error) =>
                pushNotification({
                  type: 'error',
                  title: 'Not deleted',
                  message: errorMessage(error),
                }),
            })
          }
        >
          “{entry.title}” is removed from the plan.
        </ConfirmModal>
      )}
    </>
  );
}
