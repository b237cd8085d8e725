// LISTEN over pg needs a connection of its own: a pooled one would drop its LISTENs when released. It is
// opened on the first listen(), and when lost it is reopened with backoff, LISTENs again and calls each
// onResume (what was notified in between is gone, so listeners catch up from the tables).
import pg from 'pg';
import type { Unlisten } from './database';

interface Listener {
  onNotify: (payload: string) => void;
  onResume: (() => void) | undefined;
  onLost: (() => void) | undefined;
}

const firstRetryMs = 100;
const maxRetryMs = 5_000;

export class PgListener {
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = firstRetryMs;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  async listen(
    channel: string,
    onNotify: (payload: string) => void,
    onResume?: () => void,
    onLost?: () => void,
  ): Promise<Unlisten> {
    if (this.closed) throw new Error('The database is closed.');
    const listener: Listener = { onNotify, onResume, onLost };
    let set = this.listeners.get(channel);
    const first = !set;
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    try {
      const client = await this.connected();
      // LISTEN is idempotent: harmless if connecting already listened to this channel.
      if (first) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await this.remove(channel, listener);
      throw error;
    }
    return () => this.remove(channel, listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true });
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      client.end().catch(() => undefined);
      for (const set of this.listeners.values()) for (const listener of set) listener.onLost?.();
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      for (const listener of this.listeners.get(message.channel) ?? [])
        listener.onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.listeners.keys())
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('The database is closed.');
    }
    this.client = client;
    return client;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.listeners.size === 0 || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connected().then(
        () => {
          this.retryMs = firstRetryMs;
          for (const set of this.listeners.values()) for (const listener of set) listener.onResume?.();
        },
        () => {
          this.retryMs = Math.min(this.retryMs * 2, maxRetryMs);
          this.scheduleReconnect();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }

  private async remove(channel: string, listener: Listener): Promise<void> {
    const set = this.listeners.get(channel);
    if (!set?.delete(listener) || set.size > 0) return;
    this.listeners.delete(channel);
    await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
  }
}
