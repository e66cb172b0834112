import { basename } from 'node:path';
import multipart from '@fastify/multipart';
import {
  TELETRAX_REPORT_FIELD,
  TELETRAX_REPORT_MAX_BYTES,
  teletraxEndpoints,
} from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { HttpError } from '../../lib/http-error';
import { importReport } from '../../services/teletrax/import-report';

const invalid = (message: string) => new HttpError(422, 'invalid', TELETRAX_REPORT_FIELD, message);

/** A file name as shown in the imports list: its last part, printable, at most 200 characters. */
const fileNameOf = (name: string | undefined) =>
  [...basename((name ?? '').replace(/\\/g, '/'))]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
    .join('')
    .slice(0, 200) || 'report.csv';

/**
 * POST /api/admin/teletrax/imports: the report is parsed while it arrives (multipart parsed in
 * this plugin only), so a million-row file never sits in memory.
 */
export const uploadReportRoute: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  defineRoute(app, teletraxEndpoints.upload, async (request) => {
    if (!request.isMultipart()) {
      throw new HttpError(
        415,
        'unsupported_media_type',
        TELETRAX_REPORT_FIELD,
        'Send the report as multipart/form-data.',
      );
    }
    let part: Awaited<ReturnType<typeof request.file>>;
    try {
      part = await request.file({
        limits: { fileSize: TELETRAX_REPORT_MAX_BYTES, files: 1, fields: 0 },
      });
    } catch {
      throw invalid('The upload could not be read.');
    }
    if (!part || part.fieldname !== TELETRAX_REPORT_FIELD) throw invalid('Choose a CSV report.');
    const deps = { db: app.db, transact: app.transact, now: app.now };
    try {
      return await importReport(deps, {
        fileName: fileNameOf(part.filename),
        source: 'upload',
        actorId: actorOf(request).id,
        stream: part.file,
      });
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) {
        throw invalid(
          `The report is larger than ${TELETRAX_REPORT_MAX_BYTES / 1024 / 1024} MB; split it.`,
        );
      }
      throw error;
    }
  });
};
