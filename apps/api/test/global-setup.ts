import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { buildCompiledServer } from './compiled-server.ts';
import { runOnServer, templateDatabaseName, withDatabase } from './postgres-test-databases.ts';

export async function setup(): Promise<void> {
  buildCompiledServer();
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return;
  const template = templateDatabaseName(baseUrl);
  await runOnServer(baseUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await runOnServer(baseUrl, `CREATE DATABASE "${template}"`);
  const database = await openDatabase({ databaseUrl: withDatabase(baseUrl, template), poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

export async function teardown(): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return;
  await runOnServer(baseUrl, `DROP DATABASE IF EXISTS "${templateDatabaseName(baseUrl)}" WITH (FORCE)`);
}
