import type { TTargetRef } from './types';

/**
 * Every map entry pushes to the `push` application of the same engine, one stream per
 * target, for the operator to route on to the platform. The platforms' addresses and
 * per-event stream keys are not modelled yet (they belong to the transcoder targets
 * settings), so no guessed destination is written here.
 */
const PUSH_APPLICATION = 'push';
const RTMP_PORT = 1935;

/** A target's map entry name: stable for the event's life (the slug may change, the id does not). */
export function mapEntryName({ eventId, target }: TTargetRef) {
  return `newsroom-event-${eventId}-${target.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** The stream the encoder publishes into the application for an event. */
export function sourceStreamName(eventId: number) {
  return `event-${eventId}`;
}

/** The body of POST/PUT .../pushpublish/mapentries/{entryName}; created disabled, enabled by its own call. */
export function mapEntryBody(ref: TTargetRef, localHost: string) {
  const entryName = mapEntryName(ref);
  return {
    serverName: '_defaultServer_',
    entryName,
    sourceStreamName: sourceStreamName(ref.eventId),
    profile: 'rtmp',
    host: localHost,
    port: RTMP_PORT,
    application: PUSH_APPLICATION,
    streamName: entryName,
    enabled: false,
  };
}
