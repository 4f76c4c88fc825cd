import { Client } from 'pg';

/** Splits a postgres URL into the server URL (maintenance database `postgres`) and the database name. */
export function splitDatabaseUrl(databaseUrl: string): { serverUrl: string; database: string } {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database) throw new Error(`DATABASE_URL names no database: ${databaseUrl}`);
  url.pathname = '/postgres';
  return { serverUrl: url.toString(), database };
}

/** Creates the database named in the URL when it does not exist yet. Returns true when it created it. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const { serverUrl, database } = splitDatabaseUrl(databaseUrl);
  const client = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
      return true;
    } catch (error) {
      // Another process (API and migrate started together) may have created it a moment earlier.
      if ((error as { code?: string }).code === '42P04') return false;
      throw error;
    }
  } finally {
    await client.end();
  }
}

/** Drops a database, disconnecting its sessions first (tests use this for their throw-away databases). */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const { serverUrl, database } = splitDatabaseUrl(databaseUrl);
  const client = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(database)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
