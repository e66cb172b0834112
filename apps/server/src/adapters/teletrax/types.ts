import type { Readable } from 'node:stream';

/** One detection report offered by a source, read as a stream. */
export type TTeletraxReport = {
  name: string;
  open: () => Readable;
  /** Called once the report was read: imported (kept as done) or refused (kept aside). */
  settle: (outcome: 'done' | 'failed') => Promise<void>;
};

/**
 * Where Teletrax reports come from (docs/decisions.md, Teletrax). The embedded default is a
 * watched folder of CSV files; the vendor's API would be another source offering the same
 * reports (e.g. one per day fetched from its export endpoint), chosen by configuration.
 */
export type TTeletraxSource = {
  adapter: 'folder' | 'api';
  /** Names of the reports waiting, oldest first. */
  waiting: () => Promise<string[]>;
  /** Claims the waiting reports one by one; a report another process claimed is skipped. */
  take: () => AsyncIterable<TTeletraxReport>;
};
