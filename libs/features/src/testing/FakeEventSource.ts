/**
 * An EventSource for tests (jsdom has none): records every instance, lets the test emit named events and
 * errors, and says whether it was closed. Install it with `vi.stubGlobal('EventSource', FakeEventSource)`.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.OPEN;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  get closed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** Delivers an SSE event: `event: name`, `id: id`, `data: JSON of data` (or a raw string). */
  emit(name: string, data: unknown, id = '1'): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.dispatchEvent(new MessageEvent(name, { data: text, lastEventId: id }));
  }

  /** The connection failed; `closed` true: the server refused it for good. */
  fail(closed: boolean): void {
    if (closed) this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }

  /** The instances still open, whose URL contains `part`. */
  static open(part = ''): FakeEventSource[] {
    return FakeEventSource.instances.filter((s) => !s.closed && s.url.includes(part));
  }
}
