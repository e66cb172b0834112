import { Anchor, Divider, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  canAccess,
  liveEventChangeFor,
  liveEventEndpoints,
  liveEventTabOf,
  mayChangeLiveEventCore,
} from '@newsroom/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { contentLocale } from '../../../lib/session/content-locale';
import { useCurrentUser } from '../../../lib/session/current-user';
import { useMayCall } from '../../../lib/session/may-call';
import {
  useCreateLiveEvent,
  useLiveEvent,
  useStreamToDefaults,
  useUpdateLiveEvent,
} from '../api/live-events-api';
import { AudiencePanel } from '../components/audience-panel';
import { EventActions } from '../components/event-actions';
import {
  eventBody,
  formFromDefaults,
  formFromEvent,
  formPrefill,
  type TEventForm,
} from '../components/form-values';
import { LiveEventForm } from '../components/live-event-form';
import { StatusBadge } from '../components/status-badge';
import { TargetsPanel } from '../components/targets-panel';

export { liveEventScreenLoader as loader } from '../api/live-event-page-loader';

function CreateEvent() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useCreateLiveEvent();
  const streamTo = useStreamToDefaults();
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const submit = async (values: TEventForm, zone: string) => {
    try {
      const event = await create.mutateAsync(eventBody(values, zone));
      pushNotification({ type: 'success', title: `Live event “${event.title}” created` });
      unsaved.release();
      navigate(`/content/live-event/${event.slug}`, { replace: true });
    } catch (error) {
      pushNotification({ type: 'error', title: 'Not created', message: errorMessage(error) });
    }
  };
  return (
    <Stack gap="md">
      <Title order={2}>New live event</Title>
      {/* The stream targets switched on come from the settings (Transcoders → Stream targets). */}
      <QueryState query={streamTo} what="stream target defaults">
        {(defaults) => (
          <LiveEventForm
            initial={(zone) => ({
              ...formFromDefaults(zone),
              ...formPrefill(params, zone),
              stream_to: defaults,
            })}
            isNew
            saving={create.isPending}
            onSubmit={submit}
            onDirtyChange={setDirty}
          />
        )}
      </QueryState>
      {unsaved.dialog}
    </Stack>
  );
}

type TLoadedEvent = NonNullable<ReturnType<typeof useLiveEvent>['data']>;

function EditEvent({ slug }: { slug: string }) {
  const event = useLiveEvent(slug);
  return (
    <QueryState
      query={event}
      what="event"
      notFoundAction={
        <Anchor component={Link} to="/content/live-events">
          Back to live events
        </Anchor>
      }
    >
      {(data) => <EventEditor slug={slug} data={data} />}
    </QueryState>
  );
}

function EventEditor({ slug, data }: { slug: string; data: TLoadedEvent }) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const update = useUpdateLiveEvent();
  const canEditCore = Boolean(user && canAccess(user, 'liveEventCoreEdit'));
  const coreLocked = !mayChangeLiveEventCore(user);
  const mayCall = useMayCall();
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const [search, setSearch] = useSearchParams();
  // The open tab is kept in the URL (`?tab=stream`), so a link or reload keeps it.
  const tab = liveEventTabOf(search);
  const submit = async (values: TEventForm, zone: string) => {
    try {
      // Only the fields this admin's group may change (the same policy data the server checks).
      const event = { ...liveEventChangeFor(user, eventBody(values, zone)), version: data.version };
      const saved = await update.mutateAsync({ slug, event });
      pushNotification({
        type: saved.status === 'failed' ? 'error' : 'success',
        title: saved.status === 'failed' ? 'Saved, but the stream failed' : 'Saved',
      });
      if (saved.slug !== slug) {
        unsaved.release();
        navigate(`/content/live-event/${saved.slug}`, { replace: true });
      }
    } catch (error) {
      pushNotification({ type: 'error', title: 'Not saved', message: errorMessage(error) });
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group>
          <Title order={2}>{data.title}</Title>
          <StatusBadge status={data.status} />
        </Group>
        <Group>
          {mayCall(liveEventEndpoints.translations) && (
            <Anchor component={Link} to={`/content/live-event/${data.id}/translations`}>
              Translations
            </Anchor>
          )}
          <Anchor component={Link} to={`/content/live-event/${data.slug}/history`}>
            History
          </Anchor>
          <Anchor component={Link} to={`/content/live-event/${data.id}/tags/${contentLocale()}`}>
            Tags by locale
          </Anchor>
          {mayCall(liveEventEndpoints.list) && (
            <Anchor component={Link} to="/content/live-events">
              All live events
            </Anchor>
          )}
        </Group>
      </Group>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(next) =>
          setSearch(next && next !== 'event' ? { tab: next } : {}, { replace: false })
        }
      >
        <Tabs.List>
          <Tabs.Tab value="event">Event</Tabs.Tab>
          <Tabs.Tab value="stream">Stream and notifications</Tabs.Tab>
          <Tabs.Tab value="audience">Bookings and subscriptions</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="event" pt="md">
          <Paper withBorder p="md">
            <LiveEventForm
              key={data.version}
              initial={(zone) => formFromEvent(data, zone)}
              knownTags={data.tags}
              isNew={false}
              saving={update.isPending}
              coreLocked={coreLocked}
              onSubmit={submit}
              onDirtyChange={setDirty}
            />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="stream" pt="md">
          <Stack gap="md">
            <EventActions key={data.version} event={data} canEditCore={canEditCore} />
            <Divider />
            <TargetsPanel slug={data.slug} refresh={data.status === 'live' ? 5_000 : false} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="audience" pt="md">
          <AudiencePanel slug={data.slug} />
        </Tabs.Panel>
      </Tabs>
      <Text size="xs" c="dimmed">
        Version {data.version}
      </Text>
      {unsaved.dialog}
    </Stack>
  );
}

/** /content/live-event/new creates; /content/live-event/{slug} edits. */
export default function LiveEventScreen() {
  const { slug = 'new' } = useParams();
  return slug === 'new' ? <CreateEvent /> : <EditEvent key={slug} slug={slug} />;
}
