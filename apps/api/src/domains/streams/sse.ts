// One server-sent events response. Its body is a PassThrough that Fastify sends like any payload, so the
// security headers and CORS of the other routes apply unchanged; nothing compresses or buffers it.
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { StreamSink } from './event-bus';

export const sseHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  // nginx and similar proxies would otherwise hold the events back.
  'x-accel-buffering': 'no',
} as const;

/** What the client waits before it reconnects (the `retry:` field). */
export const sseRetryMs = 3000;

/** A client this far behind is cut off: it reconnects with Last-Event-ID and catches up from the table. */
const maxBufferedBytes = 1 << 20;

export interface SseEvent {
  id: number;
  event: string;
  /** JSON text. */
  data: string;
}

export class SseStream implements StreamSink {
  readonly body = new PassThrough();
  private readonly heartbeat: NodeJS.Timeout | undefined;
  private readonly closeHandlers: (() => void)[] = [];
  private readonly waiting: (() => void)[] = [];
  private ended = false;

  constructor(
    private readonly reply: FastifyReply,
    heartbeatMs: number,
  ) {
    this.write(`retry: ${sseRetryMs}\n\n`);
    if (heartbeatMs > 0) this.heartbeat = setInterval(() => this.write(': heartbeat\n\n'), heartbeatMs);
    // The response closes when the client goes away, or after close() ended the body.
    reply.raw.once('close', () => {
      this.body.destroy();
      this.finish();
    });
    this.body.once('error', () => this.finish());
    this.body.on('drain', () => this.wake());
  }

  get closed(): boolean {
    return this.ended;
  }

  send({ id, event, data }: SseEvent): boolean {
    const lines = data.split(/\r\n|\r|\n/).map((line) => `data: ${line}\n`);
    return this.write(`id: ${id}\nevent: ${event}\n${lines.join('')}\n`);
  }

  /**
   * An id without data: EventSource records it as the last event id without firing an event, so a client that
   * reconnects later resumes from here even if no event came in between.
   */
  live(position: number): void {
    this.write(`id: ${position}\n\n`);
  }

  ready(): Promise<void> {
    if (this.ended || !this.body.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Runs fn once the stream has ended, at once if it already has. */
  onClose(fn: () => void): void {
    if (this.ended) fn();
    else this.closeHandlers.push(fn);
  }

  /** Ends the response once what is buffered has been sent (server shutdown). */
  close(): void {
    this.body.end();
    this.finish();
  }

  /** False when the buffer is full (see ready()). */
  private write(text: string): boolean {
    if (this.ended) return true;
    if (this.body.writableLength + this.body.readableLength > maxBufferedBytes) {
      // Too slow: drop the connection rather than buffer without bound.
      this.reply.raw.destroy();
      this.finish();
      return true;
    }
    return this.body.write(text);
  }

  private wake(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.heartbeat);
    this.wake();
    for (const fn of this.closeHandlers.splice(0)) fn();
  }
}
