import type { FastifyInstance } from 'fastify';
import { createTeletraxSource } from '../../adapters/teletrax';
import { scanSource } from './scan-source';

/**
 * Imports the reports waiting in the source every `TELETRAX_POLL_SECONDS` (0: never; the
 * screen's "Import waiting reports" still does). Several processes may poll the same folder:
 * each report is claimed by one of them. Answers a function that stops the polling.
 */
export function watchTeletraxSource(app: FastifyInstance): () => void {
  const seconds = app.config.TELETRAX_POLL_SECONDS;
  if (seconds === 0) return () => {};
  const source = createTeletraxSource(app.config, app.now);
  let running = false;
  const poll = async () => {
    if (running) return; // a large report may take longer than the interval
    running = true;
    try {
      const imports = await scanSource(
        { db: app.db, transact: app.transact, now: app.now },
        source,
        null,
      );
      for (const done of imports) {
        app.log.info(
          {
            file: done.file_name,
            imported: done.imported,
            duplicates: done.duplicates,
            rejected: done.rejected,
          },
          'teletrax report imported',
        );
      }
    } catch (error) {
      app.log.warn({ err: error }, 'teletrax import folder scan failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(poll, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
