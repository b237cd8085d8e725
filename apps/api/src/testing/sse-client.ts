// A server-sent events client for tests: unlike EventSource it can send Last-Event-ID on the first request and
// shows the status, headers, comments (heartbeats), the `retry:` field and the live marker (an id without
// data). It uses node:http without a connection pool: fetch's pool may keep a spare socket to the server open
// after an abort, which would hold up the app's close().
import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

export interface ReceivedEvent {
  id: string;
  event: string;
  data: string;
}

export class SseClient {
  readonly events: ReceivedEvent[] = [];
  readonly comments: string[] = [];
  retry: number | undefined;
  /** The id of the live marker: the replay is over and the subscription is live. */
  liveAt: string | undefined;
  /** The stream has ended: by the server, or by close(). */
  ended = false;
  private buffer = '';
  private pending: { id?: string; event?: string; data?: string } = {};
  private blockHasId = false;
  private onLive: (() => void) | undefined;

  private constructor(
    private readonly response: IncomingMessage,
    private readonly closeConnection: () => void,
  ) {}

  /**
   * Opens the stream. A 200 resolves once the subscription is live (after any replay) and goes on being read
   * in the background; any other answer resolves at once.
   */
  static open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const request = get(
        url,
        { agent: false, headers: { accept: 'text/event-stream', ...headers } },
        (response) => {
          const client = new SseClient(response, () => request.destroy());
          if (response.statusCode !== 200) return resolve(client);
          client.onLive = () => resolve(client);
          client.read();
        },
      );
      request.once('error', reject);
    });
  }

  get status(): number | undefined {
    return this.response.statusCode;
  }

  get headers(): IncomingHttpHeaders {
    return this.response.headers;
  }

  /** The body of an answer other than 200 (an error), parsed. */
  async json(): Promise<unknown> {
    let text = '';
    for await (const chunk of this.response) text += String(chunk);
    return JSON.parse(text);
  }

  /** The ids of the events received, in order. */
  get ids(): string[] {
    return this.events.map((event) => event.id);
  }

  close(): void {
    this.closeConnection();
    this.ended = true;
  }

  private read(): void {
    this.response.setEncoding('utf8');
    this.response.on('data', (text: string) => this.take(text));
    this.response.on('error', () => undefined); // the connection was closed; `ended` tells
    this.response.once('close', () => {
      this.ended = true;
      this.onLive?.();
    });
  }

  /** The SSE format: `field: value` lines, an empty line ends a block, `:` starts a comment. */
  private take(text: string): void {
    this.buffer += text;
    const lines = this.buffer.split('\n');
    this.buffer = lines.pop() ?? '';
    for (const line of lines.map((raw) => raw.replace(/\r$/, ''))) {
      if (line === '') this.endBlock();
      else if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data')
          this.pending.data = this.pending.data === undefined ? value : `${this.pending.data}\n${value}`;
        else if (field === 'event') this.pending.event = value;
        else if (field === 'retry') this.retry = Number(value);
        else if (field === 'id') {
          this.pending.id = value;
          this.blockHasId = true;
        }
      }
    }
  }

  private endBlock(): void {
    const { id = '', event = 'message', data } = this.pending;
    if (data !== undefined) this.events.push({ id, event, data });
    else if (this.blockHasId) {
      this.liveAt = id;
      this.onLive?.();
    }
    // As in EventSource, the last event id carries over to the next block.
    this.pending = { id };
    this.blockHasId = false;
  }
}
