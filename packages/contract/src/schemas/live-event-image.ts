/** The event image (SPEC §3 `image` with its 273x154 variant), uploaded as multipart/form-data. */
export const LIVE_EVENT_IMAGE_FIELD = 'image';

/** The cover-cropped variant the public site shows in event lists. */
export const LIVE_EVENT_IMAGE_VARIANT = { width: 273, height: 154 } as const;

/** The server's default cap (MEDIA_MAX_BYTES); larger uploads answer 413 payload_too_large. */
export const LIVE_EVENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Decoded formats accepted; the server checks the content, not the declared type. */
export const LIVE_EVENT_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
] as const;
