import type { Readable } from 'node:stream';
import {
  TELETRAX_REJECTIONS_KEPT,
  TELETRAX_REPORT_FIELD,
  type TTeletraxImport,
} from '@newsroom/contract';
import { parse } from 'csv-parse';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { countries, teletraxImports } from '../../db/schema';
import type { TTransact } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import {
  ensurePartitions,
  foldTotals,
  IMPORT_BATCH_ROWS,
  IMPORT_BATCHES_AT_ONCE,
  insertBatch,
  monthOf,
  type TCompanyCache,
} from './import-batch';
import { readImport } from './imports';
import {
  checkRow,
  columnKey,
  missingColumns,
  parseErrorReason,
  type TCountryLookup,
  type TDetectionRow,
} from './report-row';

export type TImportDeps = { db: TDb; transact: TTransact; now: () => Date };
export type TReportInput = {
  fileName: string;
  source: TTeletraxImport['source'];
  actorId: number | null;
  /** The report's bytes, read as they come: the file is never held in memory. */
  stream: Readable;
};

class HeaderError extends Error {}

async function countryLookup(db: TDb): Promise<TCountryLookup> {
  const rows = await db.select({ code: countries.code, name: countries.name }).from(countries);
  const lookup = new Map<string, string>();
  for (const row of rows) {
    lookup.set(row.name.toLowerCase(), row.code.toUpperCase());
    lookup.set(row.code.toLowerCase(), row.code.toUpperCase());
  }
  return lookup;
}

type TTally = {
  imported: number;
  duplicates: number;
  rejected: number;
  rejections: { line: number; reason: string }[];
};

function reject(tally: TTally, line: number, reason: string) {
  tally.rejected += 1;
  if (tally.rejections.length < TELETRAX_REJECTIONS_KEPT) tally.rejections.push({ line, reason });
}

/**
 * Reads a CSV report row by row and stores its detections in batches, each in its own short
 * transaction (no file is read while one is open): memory stays flat whatever the file's size.
 * Rows already stored count as duplicates; rows that cannot be read are rejected with their line
 * and reason. A report without the required columns is refused (422) and recorded as failed.
 */
export async function importReport(
  deps: TImportDeps,
  input: TReportInput,
): Promise<TTeletraxImport> {
  const [created] = await deps.db
    .insert(teletraxImports)
    .values({
      fileName: input.fileName,
      source: input.source,
      importedBy: input.actorId,
      createdAt: deps.now(),
    })
    .returning({ id: teletraxImports.id });
  if (!created) throw new Error('insert returned nothing');
  const importId = created.id;
  const tally: TTally = { imported: 0, duplicates: 0, rejected: 0, rejections: [] };
  const countriesByName = await countryLookup(deps.db);
  const companies: TCompanyCache = new Map();
  const partitions = new Set<string>();
  let batch: TDetectionRow[] = [];
  // Batches are stored while the next is read, two at a time on two connections: parsing and
  // the database work side by side, and at most three batches (a few MB) are in memory.
  const storing: Promise<void>[] = [];
  const store = async (rows: TDetectionRow[]) => {
    await ensurePartitions(
      deps.db,
      rows.map((row) => monthOf(row.aired_at)),
      partitions,
    );
    const inserted = await deps.transact((tx) => insertBatch(tx, importId, rows, companies));
    tally.imported += inserted;
    tally.duplicates += rows.length - inserted;
  };
  const flush = async () => {
    while (storing.length >= IMPORT_BATCHES_AT_ONCE) await storing.shift();
    if (batch.length === 0) return;
    const stored = store(batch);
    // Awaited by a later flush or `settle`; until then a failure must not count as unhandled.
    stored.catch(() => undefined);
    storing.push(stored);
    batch = [];
  };
  const settle = async () => {
    await flush();
    while (storing.length > 0) await storing.shift();
  };
  /** After a failure: every batch under way finishes (or fails) before the import is closed. */
  const drain = () => Promise.allSettled(storing.splice(0));

  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    info: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      const line = (error as { lines?: number } | undefined)?.lines ?? 0;
      if (error) reject(tally, line, parseErrorReason(error));
    },
    columns: (header: string[]) => {
      sawHeader = true;
      const keys = header.map(columnKey);
      const missing = missingColumns(keys);
      if (missing.length > 0) {
        throw new HeaderError(
          `The report has no ${missing.join(', ')} column (line 1 must name the columns).`,
        );
      }
      return keys;
    },
  });
  input.stream.on('error', (error) => parser.destroy(error));
  input.stream.pipe(parser);

  let failure: string | null = null;
  let sawHeader = false;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      const checked = checkRow(record, countriesByName);
      if (!checked.ok) reject(tally, info.lines, checked.reason);
      else {
        batch.push(checked.row);
        if (batch.length >= IMPORT_BATCH_ROWS) await flush();
      }
    }
    await settle();
    if (!sawHeader) failure = 'The report is empty.';
  } catch (error) {
    await drain();
    const code = (error as { code?: string }).code;
    if (
      error instanceof HeaderError ||
      (error as { cause?: unknown }).cause instanceof HeaderError
    ) {
      failure = (error instanceof HeaderError ? error : (error as { cause: Error }).cause).message;
    } else if (code === 'CSV_QUOTE_NOT_CLOSED') {
      // An unclosed quote swallows the rest of the file: that last record is rejected.
      await settle();
      reject(tally, (error as { lines?: number }).lines ?? 0, parseErrorReason(error as Error));
    } else if (error instanceof HttpError) {
      failure = error.message;
      await finish(deps, importId, tally, failure);
      throw error;
    } else {
      failure = 'The report could not be read to the end.';
      await finish(deps, importId, tally, failure);
      throw error;
    }
  }
  await finish(deps, importId, tally, failure);
  if (failure) throw new HttpError(422, 'invalid', TELETRAX_REPORT_FIELD, failure);
  return readImport(deps.db, importId);
}

async function finish(deps: TImportDeps, importId: number, tally: TTally, failure: string | null) {
  await foldTotals(deps.db);
  await deps.db
    .update(teletraxImports)
    .set({
      state: failure ? 'failed' : 'done',
      imported: tally.imported,
      duplicates: tally.duplicates,
      rejected: tally.rejected,
      // The parser reports a broken line as soon as it reads it, ahead of the rows being checked.
      rejections: [...tally.rejections].sort((a, b) => a.line - b.line),
      error: failure,
      finishedAt: deps.now(),
    })
    .where(eq(teletraxImports.id, importId));
}
