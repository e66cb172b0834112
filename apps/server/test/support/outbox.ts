import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TMail } from '../../src/adapters/mailer';

/** The mails the embedded mailer wrote to DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): (TMail & { sent_at: string })[] {
  const folder = join(dataDir, 'outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')));
}

export function lastMailTo(dataDir: string, to: string) {
  return readOutbox(dataDir)
    .filter((mail) => mail.to === to)
    .at(-1);
}
