/**
 * The notice list version on PostgreSQL, kept in memory: the triggers that move
 * notice_list_version also NOTIFY notice_list_version (pg migration 0004), and this instance
 * LISTENs on a connection of its own (a pooled one would go back to the pool and stop hearing).
 * Each notification moves the version, so the list caches keyed on it (queries.ts) drop what
 * another instance's change made stale, without a query per list request.
 *
 * While the connection is down no change can be heard: every read then gets a version never
 * seen before (nothing cached is used), and a new connection moves the version once more, as
 * notifications may have been missed meanwhile. The connection is retried with a growing
 * delay; its errors are logged, never thrown: a lost primary must not end the process.
 */
import pg from 'pg';

const CHANNEL = 'notice_list_version';
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 30_000;

export interface ListSignal {
  /** The list version to key caches on; a new value each time while not listening */
  version(): number;
  /** This instance changed a list: moves the version at once (the notification follows) */
  changed(): void;
  /** Whether the LISTEN connection is up */
  listening(): boolean;
  /** Stops listening and retrying */
  close(): Promise<void>;
}

export interface ListSignalOptions {
  log?: (message: string) => void;
  /** Connects the listening client (default: a pg.Client with the pool's settings) */
  client?: () => pg.Client;
}

export function createListSignal(pool: pg.Pool, options: ListSignalOptions = {}): ListSignal {
  const log = options.log ?? ((message: string) => console.error(message));
  // TCP keepalive probes after 10 s idle: a primary that vanished without closing the connection
  // (a dead machine, a cut network) is noticed within about a minute, not the system's 2 hours
  const newClient =
    options.client ??
    (() =>
      new pg.Client({ ...pool.options, keepAlive: true, keepAliveInitialDelayMillis: 10_000 }));
  let version = 0;
  /** Versions handed out while not listening: below every version heard */
  let unheard = 0;
  let client: pg.Client | null = null;
  let retries = 0;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  const stopped = () => closed || pool.ending;

  function schedule() {
    if (stopped() || retry) return;
    const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** retries++);
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
  }

  /** The listening connection is gone (error or end): forget it, and try again later */
  function lost(c: pg.Client, reason: string) {
    if (client !== c) return;
    client = null;
    version++;
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    if (stopped()) return;
    log(`[pg] notice list signal lost (${reason}); reconnecting`);
    schedule();
  }

  async function connect() {
    if (stopped()) return;
    const c = newClient();
    // before LISTEN succeeded, the failure reaches the catch below
    c.on('error', (error) => lost(c, error.message));
    c.on('end', () => lost(c, 'connection ended'));
    c.on('notification', (message) => {
      if (message.channel === CHANNEL) version++;
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      c.removeAllListeners('notification');
      c.end().catch(() => undefined);
      if (!stopped()) {
        log(`[pg] notice list signal: ${error instanceof Error ? error.message : String(error)}`);
        schedule();
      }
      return;
    }
    if (stopped()) {
      await c.end().catch(() => undefined);
      return;
    }
    // a helper in the background: its socket alone does not keep the process running
    (
      c as unknown as { connection?: { stream?: { unref?: () => void } } }
    ).connection?.stream?.unref?.();
    client = c;
    retries = 0;
    // whatever changed while nobody listened: every cached list goes
    version++;
  }

  void connect();

  return {
    version: () => (client ? version : --unheard),
    changed: () => void version++,
    listening: () => client !== null,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        // an error while ending must not reach a missing 'error' listener
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
