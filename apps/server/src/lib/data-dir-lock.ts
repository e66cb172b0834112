import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database is one process's at a time. The server marks the data
 * folder with its pid; the CLI and a second server refuse to open it meanwhile.
 */
function lockFile(dataDir: string) {
  return join(dataDir, 'server.pid');
}

export function runningServerPid(dataDir: string): number | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // a stale mark from a server that did not stop cleanly
  }
}

export function lockDataDir(dataDir: string): () => void {
  const pid = runningServerPid(dataDir);
  if (pid) throw new Error(`The embedded database in ${dataDir} is in use by process ${pid}.`);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
