import { z } from 'zod';
import { ZVersion } from './bounds';
import { enabledTargets, STREAM_TO_DEFAULTS, type TStreamTo } from './live-events';

/**
 * Every switch of SPEC §3 `stream_to`, flattened (`custom_rtmp.full_hd`, `facebook.api`,
 * `youtube`, ...): each has its own destination, since a platform's variants (HD and Full HD,
 * API and page) publish to different addresses.
 */
export const STREAM_TARGET_KEYS = [
  'custom_rtmp.hd',
  'custom_rtmp.full_hd',
  'facebook.api',
  'facebook.base',
  'hls_full_hd',
  'odnoklassniki',
  'periscope',
  'srt',
  'tvu',
  'vkontakte',
  'youtube',
] as const;
export type TStreamTargetKey = (typeof STREAM_TARGET_KEYS)[number];

/** The names editors know the switches by, in the live event form and the settings alike. */
export const STREAM_TARGET_LABELS: Record<TStreamTargetKey, string> = {
  'custom_rtmp.hd': 'Custom RTMP HD',
  'custom_rtmp.full_hd': 'Custom RTMP Full HD',
  'facebook.api': 'Facebook API',
  'facebook.base': 'Facebook',
  hls_full_hd: 'HLS Full HD',
  odnoklassniki: 'Odnoklassniki',
  periscope: 'Periscope',
  srt: 'SRT',
  tvu: 'TVU',
  vkontakte: 'VKontakte',
  youtube: 'YouTube',
};

/** The SPEC §3 default of each switch: where a new installation's "on for new events" starts. */
export const SPEC_DEFAULT_ON = new Set(enabledTargets(STREAM_TO_DEFAULTS as TStreamTo));

/** rtmp, rtmps, srt, or http(s) for HLS ingest. */
const INGEST_HINT = 'Enter an rtmp://, rtmps://, srt:// or https:// address';
export const ZIngestUrl = z
  .string()
  .trim()
  .min(1, 'Ingest address is required')
  .max(500, 'At most 500 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        ['rtmp:', 'rtmps:', 'srt:', 'http:', 'https:'].includes(url.protocol) && !!url.hostname
      );
    } catch {
      return false;
    }
  }, INGEST_HINT);

/** A destination as clients see it: the stream key never, only whether one is saved. */
export const ZStreamTarget = z.object({
  target: z.enum(STREAM_TARGET_KEYS),
  ingest_url: z.string().nullable(),
  has_stream_key: z.boolean(),
  enabled: z.boolean(),
  /** On in the stream_to of a new live event (only while enabled). */
  default_on: z.boolean(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type TStreamTarget = z.infer<typeof ZStreamTarget>;

export const ZStreamTargetList = z.object({
  stream_targets: z.array(ZStreamTarget),
  count: z.number().int(),
});
export type TStreamTargetList = z.infer<typeof ZStreamTargetList>;

export const ZStreamTargetParam = z.strictObject({ target: z.enum(STREAM_TARGET_KEYS) });

/** `stream_key` left out keeps the saved one, null removes it. */
export const ZStreamTargetUpdate = z.strictObject({
  stream_target: z.strictObject({
    ingest_url: ZIngestUrl.nullable().optional(),
    stream_key: z.string().trim().min(1).max(500, 'At most 500 characters').nullable().optional(),
    enabled: z.boolean().optional(),
    default_on: z.boolean().optional(),
    version: ZVersion,
  }),
});
export type TStreamTargetUpdate = z.infer<typeof ZStreamTargetUpdate>;

/** The stream_to a new event starts from: each switch on when its target is enabled and on by default. */
export function streamToFrom(targets: { target: string; enabled: boolean; default_on: boolean }[]) {
  const on = (key: TStreamTargetKey) => {
    const found = targets.find((target) => target.target === key);
    return found?.enabled && found.default_on ? 1 : 0;
  };
  return {
    custom_rtmp: { hd: on('custom_rtmp.hd'), full_hd: on('custom_rtmp.full_hd') },
    facebook: { api: on('facebook.api'), base: on('facebook.base') },
    hls_full_hd: on('hls_full_hd'),
    odnoklassniki: on('odnoklassniki'),
    periscope: on('periscope'),
    srt: on('srt'),
    tvu: on('tvu'),
    vkontakte: on('vkontakte'),
    youtube: on('youtube'),
  } satisfies TStreamTo;
}
