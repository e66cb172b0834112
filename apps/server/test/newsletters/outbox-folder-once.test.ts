import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxMailer } from '../../src/adapters/mailer/outbox-mailer';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function mailer() {
  const folder = join(mkdtempSync(join(tmpdir(), 'newsroom-outbox-once-')), 'outbox');
  folders.push(folder);
  return { folder, mailer: new OutboxMailer(folder, 'news@newsroom.test') };
}

const published = (folder: string) =>
  readdirSync(folder).filter((name) => name.endsWith('.eml') || name.endsWith('.json'));
const mail = {
  to: 'reader@example.test',
  subject: 'Daily',
  text: 'Hello',
  idempotencyKey: 'newsletter-7-42',
};

describe('the outbox folder writes a mail with an idempotency key once', () => {
  it('writes nothing new when the same key is sent again', async () => {
    const { folder, mailer: outbox } = mailer();
    await outbox.send(mail);
    await outbox.send(mail);
    await outbox.send({ ...mail, idempotencyKey: 'newsletter-7-43' });
    expect(published(folder)).toHaveLength(4);
    await outbox.send({ ...mail, idempotencyKey: undefined });
    await outbox.send({ ...mail, idempotencyKey: undefined });
    expect(published(folder)).toHaveLength(8);
  });

  it('finishes a copy claimed by a process that stopped before moving its files into place', async () => {
    const { folder, mailer: outbox } = mailer();
    mkdirSync(join(folder, 'keys'), { recursive: true });
    writeFileSync(join(folder, 'base-1.eml.tmp'), 'raw');
    writeFileSync(join(folder, 'base-1.json.tmp'), JSON.stringify({ to: mail.to }));
    writeFileSync(join(folder, 'keys', mail.idempotencyKey), 'base-1');
    await outbox.send(mail);
    expect(published(folder).sort()).toEqual(['base-1.eml', 'base-1.json']);
    expect(readdirSync(folder).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('writes the copy of a process that stopped before claiming its key, or while claiming it', async () => {
    const { folder, mailer: outbox } = mailer();
    mkdirSync(join(folder, 'keys'), { recursive: true });
    writeFileSync(join(folder, 'base-0.json.tmp'), JSON.stringify({ to: mail.to }));
    await outbox.send(mail);
    expect(published(folder)).toHaveLength(2);

    writeFileSync(join(folder, 'keys', 'newsletter-7-99'), '');
    await outbox.send({ ...mail, idempotencyKey: 'newsletter-7-99' });
    expect(published(folder)).toHaveLength(4);
    await outbox.send({ ...mail, idempotencyKey: 'newsletter-7-99' });
    expect(published(folder)).toHaveLength(4);
  });
});
