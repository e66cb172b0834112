import { z } from 'zod';
import { ZVersion } from './bounds';

export const VIDEO_CODECS = ['h264', 'h265', 'vp9', 'av1'] as const;
export type TVideoCodec = (typeof VIDEO_CODECS)[number];

/** One rung of a profile's ladder; bitrates in kbit/s. */
export const ZRendition = z.strictObject({
  width: z.number().int().min(16, 'At least 16').max(7680, 'At most 7680'),
  height: z.number().int().min(16, 'At least 16').max(4320, 'At most 4320'),
  video_bitrate: z.number().int().min(50, 'At least 50 kbit/s').max(100_000, 'At most 100000'),
  audio_bitrate: z.number().int().min(0, 'At least 0').max(1024, 'At most 1024 kbit/s'),
  codec: z.enum(VIDEO_CODECS),
  frame_rate: z.number().min(1, 'At least 1').max(120, 'At most 120'),
});
export type TRendition = z.infer<typeof ZRendition>;

export const ZTranscoderProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The Wowza transcoder template the profile maps to (`transcode-abr-1080p`). */
  template: z.string(),
  renditions: z.array(ZRendition),
  /** How many live events use it: a profile in use cannot be deleted. */
  events_count: z.number().int(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type TTranscoderProfile = z.infer<typeof ZTranscoderProfile>;

export const ZTranscoderProfileList = z.object({
  transcoders: z.array(ZTranscoderProfile),
  count: z.number().int(),
});
export type TTranscoderProfileList = z.infer<typeof ZTranscoderProfileList>;

const ZProfileName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'At most 100 characters');
export const ZTranscoderTemplateName = z
  .string()
  .trim()
  .min(1, 'Template is required')
  .max(100, 'At most 100 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Letters, digits, _, . and - only');
const ZLadder = z
  .array(ZRendition)
  .min(1, 'At least one rendition')
  .max(10, 'At most 10 renditions');

export const ZTranscoderProfileCreate = z.strictObject({
  transcoder: z.strictObject({
    name: ZProfileName,
    template: ZTranscoderTemplateName,
    renditions: ZLadder,
  }),
});
export type TTranscoderProfileCreate = z.infer<typeof ZTranscoderProfileCreate>;

export const ZTranscoderProfileUpdate = z.strictObject({
  transcoder: z.strictObject({
    name: ZProfileName.optional(),
    template: ZTranscoderTemplateName.optional(),
    renditions: ZLadder.optional(),
    version: ZVersion,
  }),
});
export type TTranscoderProfileUpdate = z.infer<typeof ZTranscoderProfileUpdate>;

/** The transcoder templates the streaming engine in use offers, for the profile form. */
export const ZTranscoderTemplateList = z.object({
  templates: z.array(z.string()),
  /** Why the engine's list could not be read (the form then takes a typed name). */
  error: z.string().nullable(),
});
export type TTranscoderTemplateList = z.infer<typeof ZTranscoderTemplateList>;
