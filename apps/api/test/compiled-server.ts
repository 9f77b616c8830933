// The tests that start the real server run it as `npm start` does: compiled, on plain node with the flags of
// the start script. The global setup builds it once per run, so a test never runs a stale dist/.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '..');

export const compiledServerEntry = path.join(apiDir, 'dist', 'main.js');

/** The node arguments of apps/api's start script, the entry as an absolute path. */
export function compiledServerArgs(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const [, ...args] = (scripts.start as string).split(/\s+/);
  return args.map((arg) => (arg === 'dist/main.js' ? compiledServerEntry : arg));
}

export function buildCompiledServer() {
  execFileSync(process.execPath, [path.join(apiDir, 'build-server.ts')], { cwd: apiDir, stdio: 'inherit' });
}
