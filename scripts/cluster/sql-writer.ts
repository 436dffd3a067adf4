/**
 * The plain SQL load of `npm run test:cluster`: a few connections through HAProxy, each
 * inserting one row per statement (autocommit) and recording every committed insert in the
 * ledger; on any error it reconnects and goes on, as an app's pool would.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Ledger } from './ledger';

export const PROBE_TABLE = 'cluster_probe';

export async function createProbeTable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${PROBE_TABLE} (key text PRIMARY KEY, writer int NOT NULL, at bigint NOT NULL)`,
    );
  } finally {
    await client.end();
  }
}

export function startSqlWriters(url: string, ledger: Ledger, writers = 4) {
  let running = true;
  const loop = async (writer: number) => {
    while (running) {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: 2_000,
        query_timeout: 10_000,
      });
      // a lost connection is reported here; without a listener it would end the process
      client.on('error', () => {});
      try {
        await client.connect();
        while (running) {
          const key = randomUUID();
          const sentAt = Date.now();
          // which node committed it: the port of the PostgreSQL that answered
          const { rows } = await client.query<{ port: number }>(
            `INSERT INTO ${PROBE_TABLE} (key, writer, at) VALUES ($1, $2, $3) RETURNING inet_server_port() AS port`,
            [key, writer, sentAt],
          );
          ledger.ack('sql', key, sentAt, { port: rows[0]!.port });
        }
      } catch (error) {
        ledger.fail('sql', (error as Error).message);
        await sleep(100);
      } finally {
        await client.end().catch(() => {});
      }
    }
  };
  const loops = Array.from({ length: writers }, (_, i) => loop(i));
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The acknowledged inserts missing from the table now */
export async function missingSqlWrites(url: string, ledger: Ledger): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string }>(`SELECT key FROM ${PROBE_TABLE}`);
    const present = new Set(rows.map((r) => r.key));
    return ledger
      .of('sql')
      .map((a) => a.key)
      .filter((key) => !present.has(key));
  } finally {
    await client.end();
  }
}
