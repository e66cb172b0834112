// Builds the web app when its build is missing or older than its sources, so
// `npm start` on a fresh clone works and a restart does not rebuild for nothing.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web');
const built = join(web, 'dist/index.html');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (latest, name) =>
      name === 'node_modules' ? latest : Math.max(latest, newest(join(path, name))),
    stat.mtimeMs,
  );
}

if (!existsSync(join(web, 'package.json'))) process.exit(0);
// The server hosts a build made elsewhere (WEB_DIST): leave apps/web/dist alone.
if (process.env.WEB_DIST) {
  console.log(`using the web build in ${process.env.WEB_DIST}`);
  process.exit(0);
}
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']
  .map((name) => newest(join(web, name)))
  .concat(newest(join(root, 'packages/contract/src')));
if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) {
  console.log('web app build is up to date');
  process.exit(0);
}
console.log('building the web app…');
execSync('npm run build --workspace @newsroom/web', { cwd: root, stdio: 'inherit' });
