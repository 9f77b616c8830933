import { randomBytes } from 'node:crypto';
import { type Database, migrateDatabase, openDatabase } from '../src/db/client.ts';
import { runOnServer, templateDatabaseName, withDatabase } from './postgres-test-databases.ts';

// A fresh, migrated database for one test file: PGlite in memory, or a copy of the
// PostgreSQL template when TEST_DATABASE_URL is set.
export async function createTestDatabase(): Promise<Database> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({});
    await migrateDatabase(database);
    return database;
  }
  const name = `${templateDatabaseName(baseUrl)}_${randomBytes(6).toString('hex')}`;
  await runOnServer(baseUrl, `CREATE DATABASE "${name}" TEMPLATE "${templateDatabaseName(baseUrl)}"`);
  const database = await openDatabase({ databaseUrl: withDatabase(baseUrl, name), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await runOnServer(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
