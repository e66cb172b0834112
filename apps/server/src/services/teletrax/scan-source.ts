import type { TTeletraxImport } from '@newsroom/contract';
import type { TTeletraxSource } from '../../adapters/teletrax';
import { HttpError } from '../../lib/http-error';
import { importReport, type TImportDeps } from './import-report';
import { latestImportOf } from './imports';

/**
 * Imports every report the source has waiting, one after the other. A report refused as a
 * whole (no header) is kept aside as failed; its import says why.
 */
export async function scanSource(
  deps: TImportDeps,
  source: TTeletraxSource,
  actorId: number | null,
): Promise<TTeletraxImport[]> {
  const done: TTeletraxImport[] = [];
  for await (const report of source.take()) {
    try {
      done.push(
        await importReport(deps, {
          fileName: report.name,
          source: source.adapter,
          actorId,
          stream: report.open(),
        }),
      );
      await report.settle('done');
    } catch (error) {
      await report.settle('failed');
      if (!(error instanceof HttpError)) throw error;
      done.push(await latestImportOf(deps.db, report.name));
    }
  }
  return done;
}
