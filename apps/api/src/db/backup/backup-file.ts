import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupError } from './backup-error.ts';

/*
 * A backup file is gzip-compressed text, readable with `zcat`:
 *
 *   {"format":"hostportaal-backup",…}          the manifest (backup-manifest.ts)
 *   {"table":"users","columns":["id",…]}       a table, then its rows in COPY text format
 *   …rows…
 *   \.                                          end of the table's rows
 *   …more tables…
 *   {"end":true,"rows":{…},"sequences":[…]}     the trailer
 *
 * COPY's text format escapes backslashes and newlines inside values, so a row is one line and never `\.`.
 *
 * With BACKUP_ENCRYPTION_KEY (issue 26) that gzip stream is encrypted with AES-256-GCM: the file is the magic
 * `HPBKENC1`, a random 12-byte nonce, the ciphertext and GCM's 16-byte tag, which authenticates all of it. A
 * reader with another key, or a file altered or cut off, is refused; `verifyBackupFile` reads the whole file,
 * tag included, before a restore changes anything.
 */

const NEWLINE = 0x0a;
const END_OF_ROWS = Buffer.from('\\.\n');
const GZIP_MAGIC = [0x1f, 0x8b];
const ENCRYPTED_MAGIC = Buffer.from('HPBKENC1');
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = ENCRYPTED_MAGIC.length + NONCE_BYTES;

export type BackupFileWriter = {
  writeLine: (json: unknown) => Promise<void>;
  /** Writes one table's rows and its end marker; returns the number of rows. */
  writeRows: (rows: AsyncIterable<Uint8Array>) => Promise<number>;
  /** Flushes, syncs to disk and closes the file. */
  close: () => Promise<void>;
  /** Closes the file after a failure (the caller removes it). */
  abort: () => Promise<void>;
};

/** Writes `file`; with a 32-byte key, encrypted (AES-256-GCM). */
export async function createBackupFileWriter(
  file: string,
  encryptionKey?: Buffer,
): Promise<BackupFileWriter> {
  const output = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  await once(output, 'open');
  const gzip = createGzip({ level: 6 });
  let cipherStream: Readable | null = null;
  if (encryptionKey) {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', encryptionKey, nonce);
    cipherStream = cipher;
    output.write(Buffer.concat([ENCRYPTED_MAGIC, nonce]));
    gzip.pipe(cipher).pipe(output, { end: false });
    cipher.once('end', () => output.end(cipher.getAuthTag()));
  } else {
    gzip.pipe(output);
  }
  const write = async (chunk: Uint8Array) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  return {
    writeLine: (json) => write(Buffer.from(`${JSON.stringify(json)}\n`)),
    async writeRows(rows) {
      let count = 0;
      for await (const chunk of rows) {
        for (let at = chunk.indexOf(NEWLINE); at >= 0; at = chunk.indexOf(NEWLINE, at + 1)) count++;
        await write(chunk);
      }
      await write(END_OF_ROWS);
      return count;
    },
    async close() {
      const closed = once(output, 'close');
      gzip.end();
      await closed;
      // On disk before the file is renamed to its final name (fsync acts on the file, whichever descriptor).
      const handle = await open(file, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    async abort() {
      const closed = output.closed ? Promise.resolve() : once(output, 'close').catch(() => {});
      gzip.destroy();
      cipherStream?.destroy();
      output.destroy();
      await closed;
    },
  };
}

export type BackupFileReader = {
  /** The next line (a JSON line) parsed, or null at the end of the file. */
  readJsonLine: () => Promise<unknown>;
  /** One table's rows up to its end marker, in chunks of whole lines; counts them in `rowsRead`. */
  readRows: () => AsyncIterable<Uint8Array>;
  rowsRead: () => number;
  close: () => void;
};

/** Opens `file` for reading; an encrypted one needs the key it was written with. */
export async function openBackupFile(file: string, encryptionKey?: Buffer): Promise<BackupFileReader> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`${file} does not exist`);
    if (code === 'EISDIR') throw new BackupError(`${file} is a directory, not a backup file`);
    throw new BackupError(`${file} cannot be read: ${(error as Error).message}`);
  }
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  let size: number;
  let bytesRead: number;
  try {
    size = (await handle.stat()).size;
    bytesRead = (await handle.read(header, 0, HEADER_BYTES, 0)).bytesRead;
    if (size >= HEADER_BYTES + TAG_BYTES) await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const encrypted =
    bytesRead >= ENCRYPTED_MAGIC.length && header.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC);
  if (!encrypted && (bytesRead < 2 || header[0] !== GZIP_MAGIC[0] || header[1] !== GZIP_MAGIC[1]))
    throw new BackupError(`${file} is not a Hostportaal backup (not a gzip file)`);
  if (encrypted && !encryptionKey)
    throw new BackupError(`${file} is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was written with`);
  if (encrypted && size < HEADER_BYTES + TAG_BYTES)
    throw new BackupError(`${file} is incomplete: the file is cut off`);

  const gunzip = createGunzip();
  const source = encrypted
    ? createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 })
    : createReadStream(file);
  if (encrypted && encryptionKey) {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey, header.subarray(ENCRYPTED_MAGIC.length));
    decipher.setAuthTag(tag);
    // pipeline hands a failure of any stage (the tag, above all) on to the gunzip stream the lines come from.
    pipeline(source, decipher, gunzip, () => {});
  } else {
    source.pipe(gunzip);
  }
  const lines = new LineReader(gunzip[Symbol.asyncIterator](), file, encrypted);
  let rows = 0;
  return {
    async readJsonLine() {
      const line = await lines.next();
      if (line === null) return null;
      try {
        return JSON.parse(line.toString('utf8'));
      } catch {
        throw new BackupError(`${file} is damaged: a line that should describe the data is not JSON`);
      }
    },
    async *readRows() {
      rows = 0;
      let batch: Buffer[] = [];
      let size = 0;
      for (;;) {
        const line = await lines.next();
        if (line === null) throw new BackupError(`${file} is incomplete: it ends in the middle of a table`);
        if (line.length === 2 && line[0] === 0x5c && line[1] === 0x2e) break;
        rows++;
        batch.push(line, NEWLINE_BUFFER);
        size += line.length + 1;
        if (size >= 256 * 1024) {
          yield Buffer.concat(batch);
          batch = [];
          size = 0;
        }
      }
      if (size > 0) yield Buffer.concat(batch);
    },
    rowsRead: () => rows,
    close: () => {
      source.destroy();
      gunzip.destroy();
    },
  };
}

const NEWLINE_BUFFER = Buffer.from('\n');

/** Splits a byte stream into lines (without the newline); a zlib failure becomes a message about the file. */
class LineReader {
  private buffer = Buffer.alloc(0);
  private offset = 0;
  private done = false;

  constructor(
    private readonly chunks: AsyncIterator<Buffer>,
    private readonly file: string,
    private readonly encrypted: boolean,
  ) {}

  async next(): Promise<Buffer | null> {
    for (;;) {
      const end = this.buffer.indexOf(NEWLINE, this.offset);
      if (end >= 0) {
        const line = this.buffer.subarray(this.offset, end);
        this.offset = end + 1;
        return line;
      }
      if (this.done) {
        if (this.offset < this.buffer.length)
          throw new BackupError(`${this.file} is incomplete: its last line is cut off`);
        return null;
      }
      const chunk = await this.read();
      if (chunk === null) this.done = true;
      else {
        this.buffer = Buffer.concat([this.buffer.subarray(this.offset), chunk]);
        this.offset = 0;
      }
    }
  }

  private async read(): Promise<Buffer | null> {
    try {
      const result = await this.chunks.next();
      return result.done ? null : result.value;
    } catch (error) {
      // Another key decrypts to noise (gzip refuses it) and an altered or cut-off file fails the tag: the same
      // answer for both, since GCM cannot tell them apart.
      if (this.encrypted)
        throw new BackupError(
          `${this.file} cannot be decrypted: it was written with another BACKUP_ENCRYPTION_KEY, or it was altered or cut off`,
        );
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'Z_BUF_ERROR') throw new BackupError(`${this.file} is incomplete: the file is cut off`);
      if (code === 'Z_DATA_ERROR')
        throw new BackupError(`${this.file} is damaged: ${(error as Error).message}`);
      throw error;
    }
  }
}
