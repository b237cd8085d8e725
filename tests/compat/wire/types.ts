import type { Encoded } from './encode';

/**
 * What the recording frame logs. Every entry names its frame (a random token per frame document) and
 * carries a per-frame sequence number.
 *  - open: the frame document started; href is its path and query (the iframe src the SDK built).
 *  - request: a host → frame request envelope, as received; status is what the frame answered.
 *  - emit: a frame → host request the frame sent (ready, events, hooks).
 *  - reply: the host's answer to one of the frame's emits (`to` names it, toSeq is its seq).
 *  - stray: a message that was neither a request nor a reply to the frame.
 */
export type FrameEntry =
  | { kind: 'open'; frame: string; seq: number; href: string }
  | {
      kind: 'request';
      frame: string;
      seq: number;
      method: string;
      url: string;
      headers: Encoded;
      body: Encoded;
      hasBody: boolean;
      status: number;
    }
  | { kind: 'emit'; frame: string; seq: number; method: string; url: string; body: Encoded }
  | {
      kind: 'reply';
      frame: string;
      seq: number;
      to: string;
      toSeq: number;
      statusCode: Encoded;
      statusText: Encoded;
      headers: Encoded;
      body: Encoded;
      /** The answer's other fields, when it has any. */
      extra?: Encoded;
    }
  | { kind: 'stray'; frame: string; seq: number; data: Encoded };

/** One SDK call made by a scenario, with what it resolved to, rejected with or threw (see runner.ts). */
export interface CallResult {
  label: string;
  ok: boolean;
  value: Encoded;
  /** Set when the call threw synchronously instead of returning (a rejection leaves it unset). */
  threw?: boolean;
}

/** Everything one scenario produced with one SDK. */
export interface ScenarioRecord {
  name: string;
  frames: FrameEntry[];
  results: CallResult[];
  /** A failure of the scenario itself (as opposed to a call it recorded), if any. */
  crash?: string;
  /** The host page's uncaught errors during the scenario (`{kind, value}`, sorted), if any. */
  uncaught?: Encoded[];
}

/** What the scenario runner (runner.ts, bundled) puts on window. */
export interface WireRunner {
  names: string[];
  /** Runs a scenario; its containers stay until `finish` (so late replies to the frames still land). */
  run(name: string, sdkGlobal: string): Promise<{ results: CallResult[]; crash?: string }>;
  /** Resets (service.reset) and removes the last scenario's containers; returns any problems. */
  finish(): string[];
  /** The uncaught errors (window `error`, `unhandledrejection`) the host page saw in the last scenario. */
  uncaught(): Encoded[];
}

/** The frame → host bridge installed by harness.mjs with Playwright's exposeBinding. */
export type WireSink = (entry: FrameEntry) => Promise<void>;
