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
import { type ReactNode, useRef, useState } from 'react';
import { ApiRequestError } from '../api/client';
import { errorMessage } from '../api/error-message';
import { pushNotification } from '../notifications/notify';
import { ConfirmModal } from '../ui/confirm-modal';
import { mediaUrl } from './media-url';

/** The server's own sentence ("The file is not an image.") reads better than a field path. */
export const readableImageError = (error: unknown) =>
  error instanceof ApiRequestError && error.errors[0]?.message
    ? error.errors[0].message
    : errorMessage(error);

/** A TanStack mutation as the field uses it: sends, and says whether it is on its way. */
type TMutation<V> = { mutateAsync: (variables: V) => Promise<unknown>; isPending: boolean };

type TProps = {
  /** The stored variant shown as the preview, null when there is no image. */
  previewUrl: string | null;
  previewAlt: string;
  /** The box the preview fills (the size the public site shows). */
  width: number;
  height: number;
  originalUrl?: string | null;
  /** What files are welcome, e.g. "JPEG, PNG, WebP or GIF up to 5 MB." */
  hint: ReactNode;
  maxBytes: number;
  accept: readonly string[];
  /** Sends the file; a rejection's message is shown under the buttons. */
  upload: TMutation<File>;
  remove: TMutation<undefined>;
  /** The consequence of removing, asked before it happens. */
  removeQuestion: ReactNode;
  /** Hides the buttons for an admin who may only look. */
  readOnly?: boolean;
};

/**
 * An uploaded image of a record (a live event, a banner): a preview of its stored variant,
 * upload as soon as a file is chosen (too large files refused before sending), removal after
 * a confirmation, the server's own sentence on a refusal.
 */
export function ImageUploadField(props: TProps) {
  const { previewUrl, width, height, maxBytes } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const resetRef = useRef<() => void>(null);
  const maxMb = maxBytes / 1024 / 1024;

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    setProblem(null);
    if (file.size > maxBytes) {
      setProblem(`The image is larger than ${maxMb} MB.`);
      return;
    }
    try {
      await props.upload.mutateAsync(file);
      pushNotification({ type: 'success', title: 'Image uploaded' });
    } catch (error) {
      setProblem(readableImageError(error));
    }
  };

  const confirmRemove = async () => {
    setProblem(null);
    try {
      await props.remove.mutateAsync(undefined);
      pushNotification({ type: 'success', title: 'Image removed' });
    } catch (error) {
      setProblem(readableImageError(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Fieldset legend="Image">
      <Group align="flex-start" gap="lg">
        <Box w={width} maw="100%" h={height} bg="gray.1" style={{ flexShrink: 0 }}>
          {previewUrl ? (
            <Image
              src={mediaUrl(previewUrl)}
              w={width}
              maw="100%"
              h={height}
              alt={props.previewAlt}
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
            {props.hint}
          </Text>
          {!props.readOnly && (
            <Group gap="sm">
              <FileButton
                onChange={choose}
                accept={props.accept.join(',')}
                resetRef={resetRef}
                inputProps={{ 'aria-label': 'Image file' }}
              >
                {(buttonProps) => (
                  <Button {...buttonProps} variant="light" loading={props.upload.isPending}>
                    {previewUrl ? 'Replace image' : 'Upload image'}
                  </Button>
                )}
              </FileButton>
              {previewUrl && (
                <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                  Remove image
                </Button>
              )}
            </Group>
          )}
          {props.originalUrl && (
            <Anchor href={mediaUrl(props.originalUrl)} target="_blank" rel="noreferrer" size="sm">
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
        loading={props.remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setConfirming(false)}
      >
        {props.removeQuestion}
      </ConfirmModal>
    </Fieldset>
  );
}
