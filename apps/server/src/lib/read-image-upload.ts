import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export type TUploadRule = {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** The answer for a file over `maxBytes` (live events: 413; banners: 422 on the field). */
  tooLarge: (maxBytes: number) => HttpError;
};

/**
 * The one file of a multipart form, read into memory up to `maxBytes`. Register
 * @fastify/multipart in the route's own plugin only: everywhere else bodies stay JSON-only.
 */
export async function readImageUpload(request: FastifyRequest, rule: TUploadRule): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      rule.field,
      'Send the image as multipart/form-data.',
    );
  }
  try {
    const part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1, fields: 0 } });
    if (!part || part.fieldname !== rule.field) {
      throw new HttpError(422, 'invalid', rule.field, 'Choose an image file.');
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw new HttpError(422, 'invalid', rule.field, 'The file is empty.');
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw rule.tooLarge(rule.maxBytes);
    throw new HttpError(422, 'invalid', rule.field, 'The upload could not be read.');
  }
}

/** "The image is larger than 5 MB." */
export const largerThan = (maxBytes: number) =>
  `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`;
