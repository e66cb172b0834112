import { Button, Group, Modal, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import {
  RELEASE_NOTE_BODY_MAX,
  type TReleaseNote,
  type TReleaseNoteCreate,
  ZReleaseNoteCreate,
} from '@newsroom/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { Form } from '../../../lib/forms/form';
import { saveForm } from '../../../lib/forms/use-save-form';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes';
import { DialogButtons } from '../../../lib/ui/dialog-buttons';
import { useCreateReleaseNote, useUpdateReleaseNote } from '../api/release-notes-api';
import { MarkdownBody } from './markdown-body';

type TForm = TReleaseNoteCreate['release_note'];
const FIELDS = ['version', 'released_on', 'body'] as const;
const today = () => new Date().toISOString().slice(0, 10);

const initial = (note: TReleaseNote | null): TForm => ({
  version: note?.version ?? '',
  released_on: note?.released_on ?? today(),
  body: note?.body ?? '',
});

/** Writes a new note (`note` null) or edits one; Markdown with a preview of how admins see it. */
export function ReleaseNoteModal({
  opened,
  note,
  onClose,
}: {
  opened: boolean;
  note: TReleaseNote | null;
  onClose: () => void;
}) {
  const create = useCreateReleaseNote();
  const update = useUpdateReleaseNote();
  const form = useForm<TForm>({
    defaultValues: initial(note),
    resolver: contractResolver(
      ZReleaseNoteCreate,
      (values: TForm) => ({ release_note: values }),
      'release_note.',
    ),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the note as saved
  useEffect(() => form.reset(initial(note)), [opened, note, form.reset]);
  const { errors, isDirty } = form.formState;
  const { dialog: leaveWarning, release } = useUnsavedChanges(opened && isDirty);
  const body = form.watch('body');

  const { busy, submit } = useSubmitOnce(
    form.handleSubmit((values) =>
      saveForm(
        () =>
          note
            ? update.mutateAsync({ id: note.id, change: { ...values, revision: note.revision } })
            : create.mutateAsync(values),
        {
          saved: note ? `Release ${values.version} saved` : `Release ${values.version} published`,
          setError: form.setError,
          fields: FIELDS,
          prefix: 'release_note.',
          stale: {
            title: 'Someone else changed this note first',
            message: 'The list now shows their version; open it again to make your change.',
          },
          onDone: () => {
            release();
            onClose();
          },
        },
      ),
    ),
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={note ? `Edit release ${note.version}` : 'New release note'}
      size="xl"
      centered
    >
      {leaveWarning}
      <Form onSubmit={submit} noValidate aria-label="Release note">
        <Stack>
          <Group grow align="flex-start">
            <TextInput
              label="Version"
              placeholder="2.14.0"
              data-autofocus
              error={errors.version?.message}
              {...form.register('version')}
            />
            <TextInput
              label="Release date"
              type="date"
              error={errors.released_on?.message}
              {...form.register('released_on')}
            />
          </Group>
          <Tabs defaultValue="write">
            <Tabs.List>
              <Tabs.Tab value="write">Write</Tabs.Tab>
              <Tabs.Tab value="preview">Preview</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="write" pt="sm">
              <Textarea
                label="What changed (Markdown)"
                description="Headings, lists, **bold**, _italic_ and [links](https://…); HTML is not shown."
                autosize
                minRows={8}
                maxRows={20}
                maxLength={RELEASE_NOTE_BODY_MAX}
                error={errors.body?.message}
                {...form.register('body')}
              />
            </Tabs.Panel>
            <Tabs.Panel value="preview" pt="sm">
              <MarkdownBody text={body || '_Nothing written yet._'} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
        <DialogButtons onCancel={onClose} mt="lg">
          <Button type="submit" loading={busy} disabled={busy}>
            {note ? 'Save' : 'Publish'}
          </Button>
        </DialogButtons>
      </Form>
    </Modal>
  );
}
