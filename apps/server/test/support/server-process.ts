import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { resolve } from 'node:path';

export const serverDir = resolve(import.meta.dirname, '../..');
export const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');

/**
 * How long a start may take: the first one migrates and seeds a new embedded database, which on
 * a loaded two-core machine has taken over two minutes. Only a ceiling: waits end on events.
 */
export const START_TIMEOUT_MS = 8 * 60_000;

export type TServerProcess = {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** Resolves once the server printed its address with the port it bound; rejects if it exits first. */
  ready: Promise<number>;
  exited: Promise<number | null>;
  /** Resolves once `text` was printed; rejects if the process exits first or after START_TIMEOUT_MS. */
  printed: (text: string) => Promise<void>;
  /** Ends the process if it still runs (a failed test must not leave a server behind). */
  kill: () => void;
};

/**
 * `src/main.ts` in a child process on a free port (PORT=0, so two test runs never collide).
 * Readiness is the line the server prints after it listens, not a polling loop.
 */
export function startServerProcess(env: NodeJS.ProcessEnv): TServerProcess {
  // Node itself with tsx's loader, as `npm start` runs it: the tsx command would stand between
  // the test and the server and SIGKILL it when the server is slow to take the SIGTERM.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...env, PORT: '0' },
  });
  let output = '';
  const watchers = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk;
    for (const check of watchers) check();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));

  const printed = (text: string) =>
    new Promise<void>((done, fail) => {
      const finish = (error?: Error) => {
        clearTimeout(timer);
        watchers.delete(check);
        if (error) fail(error);
        else done();
      };
      const check = () => {
        if (output.includes(text)) finish();
      };
      const timer = setTimeout(
        () => finish(new Error(`"${text}" not printed in ${START_TIMEOUT_MS} ms:\n${output}`)),
        START_TIMEOUT_MS,
      );
      watchers.add(check);
      check();
      void exited.then((code) =>
        finish(
          output.includes(text)
            ? undefined
            : new Error(`server exited (${code}) before printing "${text}":\n${output}`),
        ),
      );
    });

  const ready = printed('Back office: http://localhost:').then(() => {
    const port = Number(output.match(/Back office: http:\/\/localhost:(\d+)\//)?.[1]);
    if (!port) throw new Error(`no port in the server's output:\n${output}`);
    return port;
  });
  // A start that fails is awaited through `exited`; this keeps the rejection from going unhandled.
  ready.catch(() => {});

  return {
    child,
    output: () => output,
    ready,
    exited,
    printed,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * A POST whose headers the server has read and started handling (it answered `100 Continue`)
 * while its body is held back: a request certainly in flight. `finish()` sends the body and
 * resolves with the answer's status.
 */
export function requestInFlight(
  port: number,
  path: string,
  body: object,
): Promise<{ finish: () => Promise<number> }> {
  const payload = JSON.stringify(body);
  return new Promise((started, failed) => {
    const call = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        expect: '100-continue',
      },
    });
    const answered = new Promise<number>((done, fail) => {
      call.on('response', (response) => {
        response.resume();
        done(response.statusCode ?? 0);
      });
      call.on('error', fail);
    });
    answered.catch(() => {});
    call.on('continue', () =>
      started({
        finish: () => {
          call.end(payload);
          return answered;
        },
      }),
    );
    call.on('error', failed);
    call.flushHeaders();
  });
}
