import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TDb } from '../../src/db/client';
import { emailSettings } from '../../src/db/schema';

export type TTestSmtp = {
  port: number;
  /** Recipient address → how many messages it got. */
  counts: Map<string, number>;
  messages: () => number;
  /** The raw message of one recipient (empty with `keepMessages: false`). */
  lastData: Map<string, string>;
  /** Resolves once this many messages arrived. */
  reached: (count: number) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on a free local port (no auth); `refuse` answers 550 to those recipients.
 * `keepMessages: false` only counts (the bench's thousands of messages stay out of memory).
 */
export async function startTestSmtp(
  refuse: (address: string) => boolean = () => false,
  { keepMessages = true } = {},
): Promise<TTestSmtp> {
  const counts = new Map<string, number>();
  const lastData = new Map<string, string>();
  let total = 0;
  const waiters: { count: number; done: () => void }[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    maxClients: 100,
    onRcptTo(address, _session, callback) {
      if (refuse(address.address)) return callback(new Error('550 mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (keepMessages) chunks.push(chunk);
      });
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) {
          counts.set(rcpt.address, (counts.get(rcpt.address) ?? 0) + 1);
          if (keepMessages) lastData.set(rcpt.address, Buffer.concat(chunks).toString('utf8'));
        }
        total++;
        for (const waiter of [...waiters]) {
          if (total >= waiter.count) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.done();
          }
        }
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
  );
  return {
    port,
    counts,
    lastData,
    messages: () => total,
    reached: (count) =>
      total >= count ? Promise.resolve() : new Promise((done) => waiters.push({ count, done })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Points the e-mail service setting at the test server (what Settings → Email service saves);
 * `outbox` keeps the server's details but uses the configured default (the folder or SMTP_URL).
 */
export async function useTestSmtp(db: TDb, port: number, provider: 'smtp' | 'outbox' = 'smtp') {
  const values = {
    provider,
    smtpHost: '127.0.0.1',
    smtpPort: port,
    smtpTls: 'none' as const,
    // The test server takes no sign-in: clear one a kept database (bench) may have saved.
    smtpUser: null,
    fromAddress: 'news@newsroom.test',
  };
  await db
    .insert(emailSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: emailSettings.id,
      set: values,
    });
}
