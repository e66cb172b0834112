import {
  LIVE_EVENT_IMAGE_MAX_BYTES,
  LIVE_EVENT_IMAGE_TYPES,
  LIVE_EVENT_IMAGE_VARIANT,
} from '@newsroom/contract';
import { ImageSaveFirst } from '../../../lib/media/image-save-first';
import { ImageUploadField } from '../../../lib/media/image-upload-field';
import { useEventImage } from '../api/live-event-image-api';
import { useLiveEvent } from '../api/live-events-api';

const { width, height } = LIVE_EVENT_IMAGE_VARIANT;
const MAX_MB = LIVE_EVENT_IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * The event image: a preview of the 273x154 variant the public lists show, upload
 * on choosing a file, removal after a confirmation. A new event has no image until saved.
 */
export function ImageField({ slug }: { slug?: string }) {
  if (!slug) {
    return <ImageSaveFirst what="event" />;
  }
  return <SavedEventImage slug={slug} />;
}

function SavedEventImage({ slug }: { slug: string }) {
  const event = useLiveEvent(slug);
  const upload = useEventImage(slug, 'POST');
  const remove = useEventImage(slug, 'DELETE');
  const image = event.data?.image;
  return (
    <ImageUploadField
      previewUrl={image?.x273x154.url ?? null}
      previewAlt={`Event image as the lists show it (${width}x${height})`}
      width={width}
      height={height}
      originalUrl={image?.url}
      hint={`JPEG, PNG, WebP or GIF up to ${MAX_MB} MB. Lists show it cropped to ${width}x${height}.`}
      maxBytes={LIVE_EVENT_IMAGE_MAX_BYTES}
      accept={LIVE_EVENT_IMAGE_TYPES}
      upload={upload}
      remove={remove}
      removeQuestion="The event will have no image until a new one is uploaded."
    />
  );
}
