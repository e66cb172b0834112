import { z } from 'zod';

/** What the FTP ingest folder lists and imports; anything else dropped there is ignored. */
export const FTP_VIDEO_EXTENSIONS = [
  'mp4',
  'mov',
  'm4v',
  'mxf',
  'mkv',
  'avi',
  'mpg',
  'mpeg',
  'mts',
  'm2ts',
  'ts',
  'webm',
  'wmv',
  'flv',
  '3gp',
] as const;

/** The lower-cased extension of a file name without its dot, '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isFtpVideoName(name: string): boolean {
  return (FTP_VIDEO_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/** One file waiting in the FTP ingest folder. */
export const ZFtpVideoFile = z.object({
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  modified_at: z.string(),
});
export type TFtpVideoFile = z.infer<typeof ZFtpVideoFile>;

/** Newest first. */
export const ZFtpVideoList = z.object({ files: z.array(ZFtpVideoFile), count: z.number().int() });
export type TFtpVideoList = z.infer<typeof ZFtpVideoList>;

export const FTP_FILE_NAME_MAX_LENGTH = 255;

/**
 * A bare name of a file in the ingest folder: never a path, never a hidden
 * file, always a video. The server checks again where the name leads.
 */
export const ZFtpFileName = z
  .string()
  .min(1, 'File name is required')
  .max(FTP_FILE_NAME_MAX_LENGTH, `At most ${FTP_FILE_NAME_MAX_LENGTH} characters`)
  .refine(
    (name) => !/[/\\]/.test(name) && name !== '..',
    'Give the name of a file in the FTP folder, not a path',
  )
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'The file name has control characters')
  .refine((name) => !name.startsWith('.'), 'Hidden files cannot be imported')
  .refine(
    (name) => isFtpVideoName(name),
    `Only video files can be imported (${FTP_VIDEO_EXTENSIONS.join(', ')})`,
  );

export const ZFtpVideoImport = z.strictObject({
  file_name: ZFtpFileName,
  locale: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'Unknown locale'),
  /** Made from the file name when absent or blank. */
  title: z.string().trim().max(300, 'At most 300 characters').optional(),
});
export type TFtpVideoImport = z.infer<typeof ZFtpVideoImport>;
