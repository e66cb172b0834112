import type { Readable } from 'node:stream';
import SMTPConnection, { type SMTPConnectionOptions } from 'nodemailer/lib/smtp-connection';

type TConnection = InstanceType<typeof SMTPConnection>;
type TAuth = { user: string; pass: string } | undefined;

/**
 * Up to `size` SMTP connections, each sending one message at a time and reused for the next.
 * Built on nodemailer's SMTP connection rather than its pool because the pool reads a message
 * stream to its end before the envelope is even sent; here the stream is read only once the
 * server said go ahead (354), so a caller that holds back the stream's end knows the server has
 * every byte but the final dot (see HeldMessage in the newsletter service).
 */
export function createSmtpBulk(options: SMTPConnectionOptions, auth: TAuth, size: number) {
  const idle: TConnection[] = [];
  const waiting: ((connection: TConnection | Error) => void)[] = [];
  let open = 0;
  let closed = false;

  function connect(): Promise<TConnection> {
    return new Promise((resolve, reject) => {
      const connection = new SMTPConnection(options);
      // Errors also come back through the calls' callbacks; a lone event must not crash us.
      connection.on('error', () => {});
      connection.connect((error) => {
        if (error) return reject(error);
        if (!auth) return resolve(connection);
        connection.login(auth, (loginError) =>
          loginError ? reject(loginError) : resolve(connection),
        );
      });
    });
  }

  async function acquire(): Promise<TConnection> {
    const ready = idle.pop();
    if (ready) return ready;
    if (open < size) {
      open++;
      try {
        return await connect();
      } catch (error) {
        open--;
        throw error;
      }
    }
    const next = await new Promise<TConnection | Error>((resolve) => waiting.push(resolve));
    if (next instanceof Error) throw next;
    return next;
  }

  function giveBack(connection: TConnection) {
    const next = waiting.shift();
    if (next) next(connection);
    else if (closed) connection.quit();
    else idle.push(connection);
  }

  function drop(connection: TConnection) {
    connection.close();
    open--;
    // Whoever waits for a connection may now open one of their own.
    const next = waiting.shift();
    if (next) acquire().then(next, next);
  }

  return {
    /** Sends one message; answers the server's reply to its end of data. */
    async send(envelope: { from: string; to: string[] }, message: Readable): Promise<string> {
      const connection = await acquire();
      return new Promise((resolve, reject) => {
        connection.send(envelope, message, (error, info) => {
          if (!error) {
            giveBack(connection);
            return resolve(String(info.response ?? 'sent'));
          }
          const code = (error as { code?: string }).code;
          if (code === 'EENVELOPE' || code === 'EMESSAGE') {
            // The server refused this message; the session itself goes on after a reset.
            connection.reset((resetError) =>
              resetError ? drop(connection) : giveBack(connection),
            );
          } else {
            drop(connection);
          }
          reject(error);
        });
      });
    },

    close() {
      closed = true;
      for (const connection of idle.splice(0)) connection.quit();
    },
  };
}
