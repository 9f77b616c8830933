import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

// PGlite does not lock its directory and two processes on one directory lose writes,
// so the server holds a lockfile there and a second start is refused.
export function acquireDataDirLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) {
        throw new Error(
          `Another Hostportaal server (pid ${pid}) is using the data directory (${lockPath}). Stop it first, or set DATA_DIR to another directory.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the data directory lock ${lockPath}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
