import { destinationOf, type TStreamDestination } from './destinations';
import {
  type StreamingAdapter,
  StreamingError,
  type TTargetFigures,
  type TTargetReading,
  type TTargetRef,
} from './types';
import { type TWowzaConnection, wowzaCall } from './wowza-client';
import { mapEntryBody, mapEntryName } from './wowza-map-entry';
import { useEventTemplate } from './wowza-transcoder';

const entryPath = (ref: TTargetRef) =>
  `/pushpublish/mapentries/${encodeURIComponent(mapEntryName(ref))}`;

const number = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
/** Wowza counts bytes per second; the statistics show kilobits per second. */
const kbps = (bytesPerSecond: unknown) => Math.round((number(bytesPerSecond) * 8) / 1000);

type TMapEntry = { entryName?: unknown; enabled?: unknown; sessionStatus?: unknown };

/** GET .../monitoring/current: the application's uptime and byte rates. */
export async function readMonitoring(connection: TWowzaConnection): Promise<TTargetFigures> {
  const { body } = await wowzaCall(connection, 'GET', '/monitoring/current');
  return {
    bitrateIn: kbps(body?.bytesInRate),
    bitrateOut: kbps(body?.bytesOutRate),
    uptimeSeconds: Math.round(number(body?.uptime)),
  };
}

function readingFor(
  target: string,
  entry: TMapEntry | undefined,
  name: string,
  figures: TTargetFigures,
): TTargetReading {
  if (!entry) return { target, state: 'errored', message: `Wowza has no map entry ${name}` };
  if (entry.enabled === false)
    return { target, state: 'errored', message: `Map entry ${name} is disabled on Wowza` };
  if (entry.sessionStatus === 'Error')
    return { target, state: 'errored', message: `Wowza reports the push of ${name} as Error` };
  if (entry.sessionStatus === 'Active') return { target, state: 'broadcasting', figures };
  return { target, state: 'starting' };
}

/**
 * The Wowza Streaming Engine adapter: one push-publish map entry per stream target, pushing to
 * the destination set for that target in the stream target settings.
 */
export function wowzaAdapter(
  connection: TWowzaConnection,
  source: 'settings' | 'config',
  destinations: () => Promise<TStreamDestination[]>,
) {
  const adapter: StreamingAdapter = {
    source,
    async startTarget(ref) {
      const body = mapEntryBody(ref, destinationOf(await destinations(), ref.target));
      const created = await wowzaCall(connection, 'POST', entryPath(ref), {
        body,
        accept: [400, 409],
      });
      if (created.status === 400 || created.status === 409) {
        const message = String(created.body?.message ?? '');
        if (created.status === 400 && !/exist/i.test(message)) {
          throw new StreamingError(`Wowza POST ${entryPath(ref)} answered 400: ${message}`);
        }
        // Started before: bring the entry up to date instead.
        await wowzaCall(connection, 'PUT', entryPath(ref), { body });
      }
      await wowzaCall(connection, 'PUT', `${entryPath(ref)}/actions/enable`);
      return 'starting';
    },
    async stopTarget(ref) {
      // An entry that was never made (its start failed) has nothing to stop.
      await wowzaCall(connection, 'PUT', `${entryPath(ref)}/actions/disable`, { accept: [404] });
    },
    async removeTarget(ref) {
      await wowzaCall(connection, 'DELETE', entryPath(ref), { accept: [404] });
    },
    async readTargets(eventId, targets) {
      try {
        const [list, figures] = await Promise.all([
          wowzaCall(connection, 'GET', '/pushpublish/mapentries'),
          readMonitoring(connection),
        ]);
        const entries = Array.isArray(list.body?.mapEntries)
          ? (list.body.mapEntries as TMapEntry[])
          : [];
        return targets.map(({ target }) => {
          const name = mapEntryName({ eventId, target });
          const entry = entries.find((candidate) => candidate.entryName === name);
          return readingFor(target, entry, name, figures);
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return targets.map(({ target }) => ({ target, state: 'errored' as const, message }));
      }
    },
    async listTemplates() {
      const { body } = await wowzaCall(connection, 'GET', '/transcoder/templates');
      const templates = Array.isArray(body?.templates)
        ? (body.templates as { id?: unknown }[])
        : [];
      return templates
        .map((template) => (typeof template.id === 'string' ? template.id : ''))
        .filter(Boolean)
        .map((id) => ({ name: id, template: id }));
    },
    async useTemplate(eventId, template) {
      await useEventTemplate(connection, eventId, template);
    },
  };
  return adapter;
}
