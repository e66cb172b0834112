import { StreamingError } from './types';
import { type TWowzaConnection, wowzaCall } from './wowza-client';
import { sourceStreamName } from './wowza-map-entry';

/**
 * Wowza picks a stream's transcoder template from the application's `templates` list, where
 * `${SourceStreamName}.xml` names a template after the incoming stream. So an event whose profile
 * maps to `transcode-abr-720p` gets a copy of that template named after its stream (`event-12`),
 * and the application's list is made to start with `${SourceStreamName}.xml` (its earlier entries
 * stay after it, as the fallback for streams without a template of their own).
 */
// biome-ignore lint/suspicious/noTemplateCurlyInString: Wowza's own placeholder, sent as written
export const PER_STREAM_TEMPLATE = '${SourceStreamName}.xml';

const templatePath = (name: string) => `/transcoder/templates/${encodeURIComponent(name)}`;

/** The application's transcoder reads per-stream templates first (changed once, then left alone). */
async function preferStreamTemplates(connection: TWowzaConnection) {
  const { body } = await wowzaCall(connection, 'GET', '/transcoder');
  const templates = typeof body?.templates === 'string' ? body.templates : '';
  const list = templates
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (list[0] === PER_STREAM_TEMPLATE) return;
  const next = [PER_STREAM_TEMPLATE, ...list.filter((item) => item !== PER_STREAM_TEMPLATE)];
  await wowzaCall(connection, 'PUT', '/transcoder', {
    body: { ...body, templates: next.join(',') },
  });
}

/** Copies `template` to the event's own template (created, or brought up to date). */
export async function useEventTemplate(
  connection: TWowzaConnection,
  eventId: number,
  template: string | null,
) {
  const own = sourceStreamName(eventId);
  if (!template) {
    await wowzaCall(connection, 'DELETE', templatePath(own), { accept: [404] });
    return;
  }
  const source = await wowzaCall(connection, 'GET', templatePath(template), { accept: [404] });
  if (source.status === 404 || !source.body) {
    throw new StreamingError(
      `Wowza has no transcoder template ${template}: choose another in Settings → Transcoders`,
    );
  }
  const body = { ...source.body, name: own };
  const created = await wowzaCall(connection, 'POST', templatePath(own), {
    body,
    accept: [400, 409],
  });
  // Set by an earlier start: bring it up to date.
  if (created.status !== 200 && created.status !== 201)
    await wowzaCall(connection, 'PUT', templatePath(own), { body });
  await preferStreamTemplates(connection);
}
