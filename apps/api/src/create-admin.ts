// `npm run create-admin -- --email admin@example.nl [--generate]`: the first admin of an install (decision 031).
// On a terminal it asks for the password twice, hidden, and generates one when the answer is empty; without a
// terminal, or with --generate, it generates one. A generated password is shown once, here, and nowhere else.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { emailAddressSchema } from '@hostportaal/contract';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { createFirstAdmin, generatePassword, MIN_ADMIN_PASSWORD_LENGTH } from './modules/auth/first-admin.ts';

const usage = `Usage: npm run create-admin -- --email <address> [--generate]

  --email     the admin's e-mail address (their login)
  --generate  generate a strong password instead of asking for one

Creates the install's first admin; refuses when an admin exists. Uses DATABASE_URL when set, else PGlite in
$DATA_DIR/pglite (the server must be stopped). ADMIN_EMAIL at the server's first start is the alternative.`;

class UsageError extends Error {}

/** Reads a line without echoing it. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const reader = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = new Promise<string>((resolve) => reader.question(question, resolve));
    muted = true;
    const line = await answer;
    process.stdout.write('\n');
    return line;
  } finally {
    reader.close();
  }
}

async function choosePassword(generate: boolean): Promise<{ password: string; generated: boolean }> {
  if (generate || !process.stdin.isTTY) return { password: generatePassword(), generated: true };
  const password = await askHidden(
    `Password (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters; empty generates one): `,
  );
  if (password === '') return { password: generatePassword(), generated: true };
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH || password.length > 200)
    throw new UsageError(`the password must be ${MIN_ADMIN_PASSWORD_LENGTH} to 200 characters long`);
  if ((await askHidden('Password again: ')) !== password) throw new UsageError('the passwords differ');
  return { password, generated: false };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      generate: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const email = emailAddressSchema.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError('--email must be an e-mail address');
  const config = loadConfig();
  let releaseLock = () => {};
  if (!config.DATABASE_URL) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    releaseLock = acquireDataDirLock(path.join(config.DATA_DIR, 'server.lock'));
  }
  try {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.join(config.DATA_DIR, 'pglite'),
    });
    try {
      await migrateDatabase(database);
      const { password, generated } = await choosePassword(values.generate);
      const admin = await createFirstAdmin(database.db, {
        email: email.data,
        password,
        now: systemClock.now(),
      });
      console.log(`Admin ${admin.email} created.`);
      if (generated) console.log(`Password (shown once, store it now): ${password}`);
    } finally {
      await database.close();
    }
  } finally {
    releaseLock();
  }
}

main().catch((error) => {
  if (error instanceof UsageError) {
    console.error(`create-admin: ${error.message}\n\n${usage}`);
    process.exit(2);
  }
  // A refusal (an admin exists, a bad setting, the server holding the data directory) is its message alone.
  console.error(`create-admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
