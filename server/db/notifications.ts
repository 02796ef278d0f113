import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Database notifications (LISTEN/NOTIFY), so every server process can drop what it cached about a
 * row the moment any process commits a change to it. `onReset` runs when notifications may have
 * been missed (the listening connection dropped): a subscriber then forgets everything it cached.
 */
export type Listen = (channel: string, onMessage: (payload: string) => void, onReset: () => void) => Promise<() => Promise<void>>;

/** Channel names are identifiers we choose in code; never user input. */
const CHANNEL = /^[a-z_]{1,63}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`bad notification channel '${channel}'`);
}

/** PGlite: one process, one session; its own listen() delivers after each commit. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, onMessage) => {
    checkChannel(channel);
    const unlisten = await client.listen(channel, onMessage);
    return () => unlisten();
  };
}

const RECONNECT_MS = 1000;

/**
 * PostgreSQL: one dedicated connection per process (a pooled one would be handed to queries),
 * reconnecting after a drop; every subscriber is reset when it drops and again when it is back.
 */
export function postgresListen(connectionString: string): { listen: Listen; close: () => Promise<void> } {
  const subscribers = new Map<string, Set<{ onMessage: (payload: string) => void; onReset: () => void }>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const resetAll = () => subscribers.forEach((set) => set.forEach((s) => s.onReset()));

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (n) => subscribers.get(n.channel)?.forEach((s) => s.onMessage(n.payload ?? '')));
      next.on('error', () => dropped(next));
      next.on('end', () => dropped(next));
      await next.connect();
      for (const channel of subscribers.keys()) await next.query(`LISTEN ${channel}`);
      client = next;
      return next;
    })().finally(() => (connecting = null));
    return connecting;
  };

  const dropped = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = null;
    resetAll();
    const retry = () => {
      if (closed) return;
      connect().then(resetAll, () => setTimeout(retry, RECONNECT_MS).unref());
    };
    setTimeout(retry, RECONNECT_MS).unref();
  };

  const listen: Listen = async (channel, onMessage, onReset) => {
    checkChannel(channel);
    const subscriber = { onMessage, onReset };
    const first = !subscribers.has(channel);
    if (first) subscribers.set(channel, new Set());
    subscribers.get(channel)!.add(subscriber);
    const current = client ?? (await connect());
    if (first && current === client) await current.query(`LISTEN ${channel}`);
    return async () => {
      subscribers.get(channel)?.delete(subscriber);
    };
  };

  return {
    listen,
    close: async () => {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
