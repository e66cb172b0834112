import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TTermsPage } from '@newsroom/contract';
import { lazy, Suspense, useState } from 'react';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { DateTime } from '../../../lib/format/date-time';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes';
import { pushNotification } from '../../../lib/notifications/notify';
import { useTakenOver } from '../../../lib/page/use-taken-over';
import { useSaveTermsDraft } from '../api/terms-api';
import { PublishModal } from './publish-modal';
import { TermsPreview } from './terms-preview';

const TermsEditor = lazy(() =>
  import('./terms-editor').then((module) => ({ default: module.TermsEditor })),
);

type TProps = { page: TTermsPage; onReload: () => Promise<TTermsPage | undefined> };

/** The draft of one locale: edit, save (409 when someone saved first), then publish. */
export function DraftPanel({ page, onReload }: TProps) {
  const [loaded, setLoaded] = useState(page.draft.html);
  const [html, setHtml] = useState(page.draft.html);
  const [version, setVersion] = useState(page.draft.version);
  const [dirty, setDirty] = useState(false);
  const [stale, setStale] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const save = useSaveTermsDraft(page.locale);
  const unsaved = useUnsavedChanges(dirty);
  // The editor only once the app runs on its own: the server's render shows the text instead.
  const takenOver = useTakenOver();

  // The callbacks report; the promise only keeps the button busy until the answer.
  const { submit, busy } = useSubmitOnce(() =>
    save
      .mutateAsync(
        { html, version },
        {
          onSuccess: (draft) => {
            setVersion(draft.version);
            setDirty(false);
            pushNotification({ type: 'success', title: 'Draft saved' });
          },
          onError: (error) => {
            if (error instanceof ApiRequestError && error.status === 409) setStale(true);
            else pushNotification({ type: 'error', title: errorMessage(error) });
          },
        },
      )
      .catch(() => undefined),
  );

  const reload = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    setLoaded(fresh.draft.html);
    setHtml(fresh.draft.html);
    setVersion(fresh.draft.version);
    setDirty(false);
    setStale(false);
  };

  const latest = page.versions[0]?.number ?? 0;
  return (
    <Stack gap="sm">
      {stale && (
        <Alert color="orange" title="Someone saved this draft in the meantime">
          <Group justify="space-between">
            <Text size="sm">
              Load their draft (your edits here are lost), or copy your text first.
            </Text>
            <Button size="xs" variant="white" onClick={() => void reload()}>
              Load the newer draft
            </Button>
          </Group>
        </Alert>
      )}
      {takenOver ? (
        <Suspense fallback={<TermsPreview html={loaded} />}>
          <TermsEditor
            initialHtml={loaded}
            onChange={(next) => {
              setHtml(next);
              setDirty(true);
            }}
          />
        </Suspense>
      ) : (
        <TermsPreview html={loaded} />
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {page.draft.updated_at ? (
            <>
              Draft saved <DateTime value={page.draft.updated_at} />
              {page.draft.updated_by ? ` by ${page.draft.updated_by}` : ''}
            </>
          ) : (
            'No draft saved yet'
          )}
          {dirty && ' · unsaved changes'}
        </Text>
        <Group>
          <Button onClick={() => submit()} loading={busy} disabled={!dirty}>
            Save draft
          </Button>
          <Button
            variant="light"
            disabled={dirty || version === null}
            title={dirty ? 'Save the draft first' : undefined}
            onClick={() => setPublishing(true)}
          >
            Publish…
          </Button>
        </Group>
      </Group>
      {publishing && version !== null && (
        <PublishModal
          locale={page.locale}
          draftVersion={version}
          nextNumber={latest + 1}
          onClose={() => setPublishing(false)}
        />
      )}
      {unsaved.dialog}
    </Stack>
  );
}
