import {
  Anchor,
  Box,
  Button,
  Center,
  Fieldset,
  FileButton,
  Group,
  Image,
  Stack,
  Text,
} from '@mantine/core';
import {
  LIVE_EVENT_IMAGE_MAX_BYTES,
  LIVE_EVENT_IMAGE_TYPES,
  LIVE_EVENT_IMAGE_VARIANT,
} from '@newsroom/contract';
import { useRef, useState } from 'react';
import { API_HOST, ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { useEventImage } from '../api/live-event-image-api';
import { useLiveEvent } from '../api/live-events-api';

const { width, height } = LIVE_EVENT_IMAGE_VARIANT;
const MAX_MB = LIVE_EVENT_IMAGE_MAX_BYTES / 1024 / 1024;

/** The server's own sentence ("The file is not an image.") reads better than a field path. */
const readable = (error: unknown) =>
  error instanceof ApiRequestError && error.errors[0]?.message
    ? error.errors[0].message
    : errorMessage(error);

/** Stored media come back as /media/... paths; the API host serves them. */
const mediaUrl = (url: string) => (url.startsWith('/') ? `${API_HOST}${url}` : url);

/**
 * The event image: a preview of the 273x154 variant the public lists show, upload
 * on choosing a file, removal after a confirmation. A new event has no image until saved.
 */
export function ImageField({ slug }: { slug?: string }) {
  if (!slug) {
    return (
      <Fieldset legend="Image">
        <Text size="sm" c="dimmed">
          Save the event first, then add its image.
        </Text>
      </Fieldset>
    );
  }
  return <SavedEventImage slug={slug} />;
}

function SavedEventImage({ slug }: { slug: string }) {
  const event = useLiveEvent(slug);
  const upload = useEventImage(slug, 'POST');
  const remove = useEventImage(slug, 'DELETE');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const resetRef = useRef<() => void>(null);
  const image = event.data?.image;
  const variant = image?.x273x154.url ?? null;

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    setProblem(null);
    if (file.size > LIVE_EVENT_IMAGE_MAX_BYTES) {
      setProblem(`The image is larger than ${MAX_MB} MB.`);
      return;
    }
    try {
      await upload.mutateAsync(file);
      pushNotification({ type: 'success', title: 'Image uploaded' });
    } catch (error) {
      setProblem(readable(error));
    }
  };

  const confirmRemove = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync(undefined);
      pushNotification({ type: 'success', title: 'Image removed' });
    } catch (error) {
      setProblem(readable(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Fieldset legend="Image">
      <Group align="flex-start" gap="lg">
        <Box w={width} h={height} bg="gray.1" style={{ flexShrink: 0 }}>
          {variant ? (
            <Image
              src={mediaUrl(variant)}
              w={width}
              h={height}
              alt={`Event image as the lists show it (${width}x${height})`}
            />
          ) : (
            <Center h="100%">
              <Text size="sm" c="dimmed">
                No image
              </Text>
            </Center>
          )}
        </Box>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            JPEG, PNG, WebP or GIF up to {MAX_MB} MB. Lists show it cropped to {width}x{height}.
          </Text>
          <Group gap="sm">
            <FileButton
              onChange={choose}
              accept={LIVE_EVENT_IMAGE_TYPES.join(',')}
              resetRef={resetRef}
              inputProps={{ 'aria-label': 'Image file' }}
            >
              {(props) => (
                <Button {...props} variant="light" loading={upload.isPending}>
                  {variant ? 'Replace image' : 'Upload image'}
                </Button>
              )}
            </FileButton>
            {variant && (
              <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                Remove image
              </Button>
            )}
          </Group>
          {image?.url && (
            <Anchor href={mediaUrl(image.url)} target="_blank" rel="noreferrer" size="sm">
              Open the original
            </Anchor>
          )}
          {problem && (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </Group>
      <ConfirmModal
        opened={confirming}
        title="Remove the image?"
        confirmLabel="Remove image"
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setConfirming(false)}
      >
        The event will have no image until a new one is uploaded.
      </ConfirmModal>
    </Fieldset>
  );
}
