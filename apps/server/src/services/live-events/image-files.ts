import { LIVE_EVENT_IMAGE_FIELD, LIVE_EVENT_IMAGE_VARIANT } from '@newsroom/contract';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error';

/** What sharp must find in the bytes; SVG is refused, since it could carry script. */
const FORMATS: Record<string, { ext: string; type: string }> = {
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  webp: { ext: 'webp', type: 'image/webp' },
  gif: { ext: 'gif', type: 'image/gif' },
};

/** Larger images are refused before decoding (a small file can unpack to gigabytes). */
const MAX_PIXELS = 50_000_000;

export type TImageFile = { body: Buffer; ext: string; type: string };

const notAnImage = (message: string) =>
  new HttpError(422, 'invalid', LIVE_EVENT_IMAGE_FIELD, message);

/**
 * The original exactly as uploaded, once its content proves to be a JPEG, PNG,
 * WebP or GIF, and the 273x154 variant: turned upright, cover-cropped around the
 * centre, as JPEG on white.
 */
export async function makeImageFiles(
  bytes: Buffer,
): Promise<{ original: TImageFile; variant: TImageFile }> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  let format: string | undefined;
  try {
    format = (await input().metadata()).format;
  } catch {
    throw notAnImage('The file is not an image.');
  }
  const known = format ? FORMATS[format] : undefined;
  if (!known) throw notAnImage('Use a JPEG, PNG, WebP or GIF image.');
  try {
    const variant = await input()
      .rotate()
      .resize(LIVE_EVENT_IMAGE_VARIANT.width, LIVE_EVENT_IMAGE_VARIANT.height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return {
      original: { body: bytes, ...known },
      variant: { body: variant, ext: 'jpg', type: 'image/jpeg' },
    };
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw notAnImage(
      tooLarge
        ? 'The image has too many pixels (at most 50 megapixels).'
        : 'The image is damaged and cannot be read.',
    );
  }
}
