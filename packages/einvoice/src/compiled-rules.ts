// Schematron rules arrive as XSLT 2.0; SaxonJS runs only its compiled form (SEF). xslt3 compiles each XSLT
// once (half a minute for the CEN rules) into a cache folder outside git; the file name carries a hash of
// the XSLT and of the compiler's version, so a new rules release or a new xslt3 compiles afresh.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const xslt3Script = require.resolve('xslt3');
const compilerVersion = `xslt3@${(require('xslt3/package.json') as { version: string }).version}`;

/** Parsed SEF per compiled file, so a process reads and parses each rule set once. */
const loadedStylesheets = new Map<string, Promise<unknown>>();

/** The compiled form of `xsltPath`, ready for SaxonJS.transform({ stylesheetInternal }). */
export async function loadCompiledRules(xsltPath: string, cacheDirectory: string): Promise<unknown> {
  const xslt = await readFile(xsltPath).catch((error: NodeJS.ErrnoException) => {
    throw new Error(`Cannot read the rules ${xsltPath}: ${error.code ?? error.message}`);
  });
  const hash = createHash('sha256').update(compilerVersion).update('\0').update(xslt).digest('hex');
  const target = path.join(cacheDirectory, `${path.parse(xsltPath).name}-${hash.slice(0, 16)}.sef.json`);
  let loaded = loadedStylesheets.get(target);
  if (!loaded) {
    loaded = compileOnce(xsltPath, target).then(async () => JSON.parse(await readFile(target, 'utf8')));
    // A failed compile is not remembered: the next call tries again and reports its own error.
    loaded.catch(() => loadedStylesheets.delete(target));
    loadedStylesheets.set(target, loaded);
  }
  return loaded;
}

async function compileOnce(xsltPath: string, target: string): Promise<void> {
  if (await exists(target)) return;
  await mkdir(path.dirname(target), { recursive: true });
  // Written under a name of its own, then renamed: a test worker compiling the same rules at the same time
  // never reads half a file.
  const partial = `${target}.${process.pid}.${Date.now()}.partial`;
  try {
    await run(process.execPath, [xslt3Script, `-xsl:${xsltPath}`, `-export:${partial}`, '-nogo'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`xslt3 could not compile ${xsltPath}${stderr ? `:\n${stderr}` : ''}`, { cause: error });
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
