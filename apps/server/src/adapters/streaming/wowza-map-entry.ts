import type { TTargetRef } from './types';

/** Where one target publishes: the ingest address and key set in the stream target settings. */
export type TPushDestination = { ingestUrl: string; streamKey: string | null };

const DEFAULT_PORTS: Record<string, number> = {
  'rtmp:': 1935,
  'rtmps:': 443,
  'srt:': 9000,
  'http:': 80,
  'https:': 443,
};

/** A target's map entry name: stable for the event's life (the slug may change, the id does not). */
export function mapEntryName({ eventId, target }: TTargetRef) {
  return `newsroom-event-${eventId}-${target.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** The stream the encoder publishes into the application for an event. */
export function sourceStreamName(eventId: number) {
  return `event-${eventId}`;
}

/**
 * Where the push goes, in Wowza's terms: RTMP(S) splits `rtmp://host:port/app/instance` into
 * host, port and application (with the instance) and publishes the stream key as the stream
 * name (`sendSSL` for rtmps); SRT gives host and port; HTTP(S) ingest takes the whole address.
 * Without a stream key the entry's own name is published.
 */
export function pushTarget(destination: TPushDestination, fallbackStream: string) {
  const url = new URL(destination.ingestUrl);
  const port = Number(url.port) || DEFAULT_PORTS[url.protocol] || 1935;
  const streamName = destination.streamKey || fallbackStream;
  if (url.protocol === 'rtmp:' || url.protocol === 'rtmps:') {
    return {
      profile: 'rtmp',
      host: url.hostname,
      port,
      application: decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, '')),
      streamName,
      ...(url.protocol === 'rtmps:' ? { sendSSL: true } : {}),
    };
  }
  if (url.protocol === 'srt:') return { profile: 'srt', host: url.hostname, port, streamName };
  return { profile: 'http', destinationUrl: destination.ingestUrl, streamName };
}

/** The body of POST/PUT .../pushpublish/mapentries/{entryName}; created disabled, enabled by its own call. */
export function mapEntryBody(ref: TTargetRef, destination: TPushDestination) {
  const entryName = mapEntryName(ref);
  return {
    serverName: '_defaultServer_',
    entryName,
    sourceStreamName: sourceStreamName(ref.eventId),
    ...pushTarget(destination, entryName),
    enabled: false,
  };
}
