import sharp, { type Metadata, type Sharp } from 'sharp';
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

export type TImageFiles = {
  /** The bytes exactly as uploaded, once their content proves to be an accepted image. */
  original: TImageFile & { width: number; height: number };
  variant: TImageFile;
};

/** How a caller makes its variant from the decoded image (sharp pipeline and output format). */
export type TVariantSpec = {
  /** Keep every frame of an animated GIF or WebP (the variant must then be GIF or WebP). */
  animated?: boolean;
  make: (input: Sharp) => Sharp;
  ext: string;
  type: string;
};

/**
 * Checks that the bytes are a JPEG, PNG, WebP or GIF by their content (never the declared
 * type) and makes the variant; every refusal is a 422 on `field` with a readable sentence.
 * Runs outside any transaction: no row lock is held while sharp works.
 */
export async function makeImageFiles(
  bytes: Buffer,
  field: string,
  variant: TVariantSpec,
): Promise<TImageFiles> {
  const refuse = (message: string) => new HttpError(422, 'invalid', field, message);
  const input = () =>
    sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: variant.animated });
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).metadata();
  } catch {
    throw refuse('The file is not an image.');
  }
  const known = metadata.format ? FORMATS[metadata.format] : undefined;
  if (!known) throw refuse('Use a JPEG, PNG, WebP or GIF image.');
  const upright = metadata.autoOrient ?? metadata;
  try {
    const body = await variant.make(input()).toBuffer();
    return {
      original: {
        body: bytes,
        ...known,
        width: upright.width ?? 0,
        height: metadata.pageHeight ?? upright.height ?? 0,
      },
      variant: { body, ext: variant.ext, type: variant.type },
    };
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw refuse(
      tooLarge
        ? 'The image has too many pixels (at most 50 megapixels).'
        : 'The image is damaged and cannot be read.',
    );
  }
}
