import { randomUUID } from "node:crypto";
import postgres from "postgres";

/**
 * What a listener of a notification channel is told: each payload, and whether it can trust that it hears every
 * notification. Between `lost` and the next `listening`, notifications may be missed.
 */
export interface ChannelListener {
  /** A notification's payload, delivered after the transaction that sent it committed. */
  notify(payload: string): void;
  /** Listening (again): every notification committed from now on will be delivered. */
  listening(): void;
  /** The listening connection is gone or not answering: notifications may be missed until `listening` again. */
  lost(): void;
}

/**
 * How the PostgreSQL listener keeps its connection: retries, and a heartbeat that proves notifications still arrive
 * (it notifies the channel itself and waits to hear it back).
 */
export interface ListenTiming {
  /** Wait before connecting again after the connection was lost or could not be opened. */
  retryMs: number;
  /** How often the heartbeat is sent. */
  heartbeatMs: number;
  /** A heartbeat not heard back within this long counts as a lost connection: a new one is opened. */
  heartbeatTimeoutMs: number;
  /** How long opening the connection may take. */
  connectSeconds: number;
}

export const LISTEN_TIMING: ListenTiming = {
  retryMs: 1_000,
  heartbeatMs: 5_000,
  heartbeatTimeoutMs: 3_000,
  connectSeconds: 3,
};

/** A channel listened to; `close` stops listening and ends its connection. */
export interface Listening {
  close(): Promise<void>;
}

/**
 * Listens to `channel` on a connection of its own to the PostgreSQL server at `url` (a pooled connection can be
 * handed to any request; a listening one must stay idle). When that connection closes, fails, or does not hear its
 * heartbeat back, the listener is told `lost` at once and a new connection is tried every `retryMs`; `listening`
 * comes again once the new connection's LISTEN has answered. Resolves after the first attempt, whether it listened or
 * not.
 *
 * The heartbeat is a notification on `channel` itself (payload `ping:<n>`, never passed to the listener), sent from
 * the listening connection: hearing it back proves the whole path works, not only that the connection answers (a
 * pooler in transaction mode, say, answers queries but loses notifications).
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  listener: ChannelListener,
  timing: ListenTiming = LISTEN_TIMING,
): Promise<Listening> {
  let stopped = false;
  /** The connection in use (a fresh client per attempt: an ended postgres.js client cannot be reused). */
  let current: postgres.Sql | null = null;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  /** The heartbeat waiting to be heard back, and the number of the last one sent. */
  let awaitedPing: string | null = null;
  let pings = 0;
  /** Tells this listener's heartbeats from other instances' on the same channel. */
  const self = randomUUID();

  async function attempt(): Promise<void> {
    if (stopped) return;
    let live = false;
    const options = {
      max: 1,
      idle_timeout: 0,
      max_lifetime: null,
      fetch_types: false,
      prepare: false,
      connect_timeout: timing.connectSeconds,
      onnotice: () => {},
      // postgres.js's own option for notifications of any channel (its `listen` is built on it), missing from its
      // types; its `listen` itself re-listens after a reconnection without telling, and this listener must know.
      onnotify: (name: string, payload: string) => {
        if (name !== channel) return;
        if (payload.startsWith("ping:")) {
          if (payload === awaitedPing) awaitedPing = null;
        } else if (live) listener.notify(payload);
      },
      onclose: () => fail(),
    };
    const client: postgres.Sql = postgres(url, options as postgres.Options<Record<string, never>>);
    current = client;

    function fail(): void {
      if (current !== client) return;
      current = null;
      clearInterval(heartbeat);
      if (live) {
        live = false;
        listener.lost();
      }
      client.end({ timeout: 0 }).catch(() => {});
      if (!stopped) {
        retry = setTimeout(() => void attempt(), timing.retryMs);
        retry.unref();
      }
    }

    try {
      await client.unsafe(`listen "${channel.replaceAll('"', '""')}"`);
    } catch {
      fail();
      return;
    }
    if (current !== client) return;
    live = true;
    awaitedPing = null;
    listener.listening();
    heartbeat = setInterval(() => {
      if (awaitedPing !== null) return;
      pings += 1;
      const ping = `ping:${self}:${pings}`;
      awaitedPing = ping;
      const timeout = setTimeout(() => {
        if (awaitedPing === ping) fail();
      }, timing.heartbeatTimeoutMs);
      timeout.unref();
      client`select pg_notify(${channel}, ${ping})`.then(
        () => {
          if (awaitedPing !== ping) clearTimeout(timeout);
        },
        () => fail(),
      );
    }, timing.heartbeatMs);
    heartbeat.unref();
  }

  await attempt();
  return {
    async close() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = null;
      listener.lost();
      if (client) await client.end({ timeout: 1 }).catch(() => {});
    },
  };
}
