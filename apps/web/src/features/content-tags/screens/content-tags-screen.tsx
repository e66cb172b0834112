import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import type { TContentTagType } from '@newsroom/contract';
import { Link, Navigate, useParams } from 'react-router';
import { useContentTags } from '../../../lib/content-tags/content-tags-api';
import { ContentTagsPanel } from '../../../lib/content-tags/content-tags-panel';

/** The `{type}` segments of the screen path and the content each names. */
const TYPES: Record<string, TContentTagType> = { 'live-event': 'live_event' };
const VIDEO_SEGMENTS = new Set(['video', 'videos']);

/** /content/{type}/{id}/tags/{locale}: a live event's tags; a video's go to the video page tab. */
export default function ContentTagsScreen() {
  const { type: segment = '', id = '', locale = 'en' } = useParams();
  const type = TYPES[segment];
  const list = useContentTags(type ?? 'live_event', id, locale, type !== undefined);

  if (VIDEO_SEGMENTS.has(segment))
    return <Navigate to={`/content/videos/all/${id}/tags/${locale}`} replace />;
  if (!type)
    return (
      <Alert color="red" variant="light" title="Unknown content type">
        Tags belong to videos and live events; “{segment}” is neither.
      </Alert>
    );
  const title = list.data?.content.title;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Tags{title ? `: ${title}` : ''}</Title>
        <Anchor component={Link} to={`/content/${segment}/${id}`}>
          Back to the live event
        </Anchor>
      </Group>
      <ContentTagsPanel
        type={type}
        id={id}
        locale={locale}
        linkTo={(code) => `/content/${segment}/${encodeURIComponent(id)}/tags/${code}`}
      />
    </Stack>
  );
}
