import { LIVE_EVENT_IMAGE_FIELD, LIVE_EVENT_IMAGE_VARIANT } from '@newsroom/contract';
import { makeImageFiles, type TImageFiles } from '../media';

/**
 * The original as uploaded and the 273x154 variant: turned upright, cover-cropped around
 * the centre, as JPEG on white.
 */
export function makeEventImageFiles(bytes: Buffer): Promise<TImageFiles> {
  return makeImageFiles(bytes, LIVE_EVENT_IMAGE_FIELD, {
    make: (input) =>
      input
        .rotate()
        .resize(LIVE_EVENT_IMAGE_VARIANT.width, LIVE_EVENT_IMAGE_VARIANT.height, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true }),
    ext: 'jpg',
    type: 'image/jpeg',
  });
}
