/** A message as the proxy reads it: its data, the window that sent it and that window's origin. */
interface ReceivedMessage {
  data: unknown;
  source: MessageEventSource | null;
  origin: string;
}

/** Messages kept while the parent's origin is being checked; a flood beyond this is dropped. */
export const MAX_HELD_MESSAGES = 100;

/**
 * Holds the frame's `message` events until the embedding origin has been checked against the API's list,
 * then hands them (and every later one) to the proxy listening on `target`. The SDK posts its load as soon
 * as the iframe's `load` event fires, which may well be before that check answers: without the gate the
 * load would be lost. Opening it hands them on to whichever channel the check opened (the content's, or
 * the refusal's); closing it drops what was held and listens no more.
 */
export class MessageGate {
  /** What the proxy listens on instead of the window. */
  readonly target: EventTarget = new EventTarget();
  private held: ReceivedMessage[] | null = [];
  private closed = false;

  constructor(private readonly source: EventTarget) {
    source.addEventListener('message', this.onMessage);
  }

  open(): void {
    if (this.closed || this.held === null) return;
    const held = this.held;
    this.held = null;
    for (const message of held) this.deliver(message);
  }

  close(): void {
    this.closed = true;
    this.held = [];
    this.source.removeEventListener('message', this.onMessage);
  }

  private readonly onMessage = (event: Event): void => {
    const { data, source, origin } = event as MessageEvent;
    const message = { data, source, origin };
    if (this.held === null) this.deliver(message);
    else if (this.held.length < MAX_HELD_MESSAGES) this.held.push(message);
  };

  private deliver(message: ReceivedMessage): void {
    // A plain event carrying the fields the proxy reads: a MessageEvent cannot be dispatched twice, and
    // its constructor refuses sources that are not real windows in some environments.
    this.target.dispatchEvent(Object.assign(new Event('message'), message));
  }
}
