import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { canAccess, type TAccessArea, type TVideo, VIDEO_STATUSES } from '@newsroom/contract';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { ContentTagsPanel } from '../../../lib/content-tags/content-tags-panel';
import { moneySymbol } from '../../../lib/format/money';
import { shorten } from '../../../lib/format/shorten';
import { statusInWords } from '../../../lib/format/words';
import { Form } from '../../../lib/forms/form';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useSubmitOnce } from '../../../lib/forms/use-submit-once';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { contentLocale } from '../../../lib/session/content-locale';
import { useCurrentUser } from '../../../lib/session/current-user';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useUpdateVideo, useVideo } from '../api/use-video';
import { DownloadsTab } from '../components/downloads-tab';
import { TranslationsTab } from '../components/translations-tab';

type TForm = Pick<TVideo, 'title' | 'description' | 'status' | 'price'>;
const FIELDS = ['title', 'description', 'status', 'price'] as const;

function DetailsForm({ video, onReload }: { video: TVideo; onReload: () => void }) {
  const update = useUpdateVideo(video.id);
  const form = useForm<TForm>({
    values: {
      title: video.title,
      description: video.description,
      status: video.status,
      price: video.price,
    },
  });
  const conflict = update.error instanceof ApiRequestError && update.error.status === 409;
  // A refusal shown by its field needs no banner above the form.
  const fieldErrors = update.error instanceof ApiRequestError && update.error.status === 422;
  const { dialog: leaveWarning } = useUnsavedChanges(form.formState.isDirty && !update.isPending);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly loaded version clears the conflict
  useEffect(() => update.reset(), [video.version, update.reset]);
  // The failure shows from `update.error` (or by its field); the promise keeps Save busy.
  const once = useSubmitOnce(
    form.handleSubmit((values) =>
      update.mutateAsync({ ...values, version: video.version }).then(
        () => pushNotification({ type: 'success', title: 'Video saved' }),
        (error) => showServerFieldErrors(error, form.setError, FIELDS, 'video.'),
      ),
    ),
  );

  return (
    <Form onSubmit={once.submit} noValidate>
      <Stack maw={640}>
        {leaveWarning}
        {conflict ? (
          <Alert color="orange" title="Someone else changed this video" role="alert">
            Your changes were not saved, so nothing of theirs was overwritten.{' '}
            <Button size="xs" variant="light" onClick={onReload}>
              Reload their version
            </Button>
          </Alert>
        ) : (
          update.isError &&
          !fieldErrors && (
            <Alert color="red" role="alert">
              {errorMessage(update.error)}
            </Alert>
          )
        )}
        <TextInput
          label="Title"
          error={form.formState.errors.title?.message}
          {...form.register('title', { required: 'Title is required' })}
        />
        <Textarea label="Description" autosize minRows={3} {...form.register('description')} />
        <Group grow>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label="Status"
                data={VIDEO_STATUSES.map((value) => ({ value, label: statusInWords(value) }))}
                value={field.value}
                onChange={(v) => field.onChange(v ?? video.status)}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={form.control}
            name="price"
            render={({ field }) => (
              // Not clamped: a negative price goes to the server, which refuses it by the field.
              <NumberInput
                label={`Price (${moneySymbol('video')})`}
                decimalScale={2}
                value={field.value}
                error={form.formState.errors.price?.message}
                onChange={(v) => field.onChange(v === '' ? Number.NaN : Number(v))}
              />
            )}
          />
        </Group>
        <Group>
          <Button type="submit" loading={once.busy}>
            Save
          </Button>
          <Text size="sm" c="dimmed">
            {video.external_name} · {video.locale} · version {video.version}
          </Text>
        </Group>
      </Stack>
    </Form>
  );
}

// Translators may open only the translations tab (SPEC §6): the others are not offered to them.
const VIDEO_TABS: { value: string; label: string; area: TAccessArea }[] = [
  { value: 'details', label: 'Details', area: 'videoPage' },
  { value: 'downloads', label: 'Downloads', area: 'videoPage' },
  { value: 'translations', label: 'Translations', area: 'videoTranslations' },
  { value: 'tags', label: 'Tags', area: 'videoPage' },
];

/** /content/videos/all/{id} and its tabs. */
export default function VideoScreen() {
  const { user } = useCurrentUser();
  const id = Number(useParams().id);
  const tagsLocale = useParams().locale ?? contentLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const video = useVideo(id);
  // Translators reach a video from their queue, not the list: the link is for those who may list.
  const mayList = !!user && canAccess(user, 'videos');
  usePageTitle(video.data ? `${shorten(video.data.title)} · Video` : 'Video');
  const base = `/content/videos/all/${id}`;
  const tab = pathname.endsWith('/downloads')
    ? 'downloads'
    : pathname.endsWith('/translations')
      ? 'translations'
      : pathname.includes('/tags/')
        ? 'tags'
        : 'details';

  return (
    <QueryState query={video} what="video">
      {(data) => (
        <Stack>
          {mayList && (
            <Anchor component={Link} to="/content/videos/all" size="sm">
              ← Back to videos
            </Anchor>
          )}
          <Title order={2}>{data.title}</Title>
          <Tabs
            value={tab}
            onChange={(value) =>
              navigate(
                value === 'details'
                  ? base
                  : value === 'tags'
                    ? `${base}/tags/${contentLocale()}`
                    : `${base}/${value}`,
              )
            }
          >
            <Tabs.List>
              {VIDEO_TABS.filter((item) => user && canAccess(user, item.area)).map((item) => (
                <Tabs.Tab key={item.value} value={item.value}>
                  {item.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {tab === 'details' ? (
            <DetailsForm video={data} onReload={() => void video.refetch()} />
          ) : tab === 'tags' ? (
            <ContentTagsPanel
              type="video"
              id={String(id)}
              locale={tagsLocale}
              linkTo={(code) => `${base}/tags/${code}`}
            />
          ) : tab === 'downloads' ? (
            <DownloadsTab video={data} />
          ) : (
            <TranslationsTab videoId={id} />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
