/**
 * The scenario runner: harness.mjs bundles this file as an IIFE that sets `window.__wireRunner`. It runs one
 * scenario (scenarios.ts and the files beside it) with one SDK, records what each call gave, and records
 * the uncaught errors the host page sees (as a host's error monitoring would).
 */
import { encode, type Encoded } from './encode';
import { scenarios } from './scenarios';
import {
  CALL_TIMEOUT_MS,
  EVENT_TIMEOUT_MS,
  SCENARIO_BUDGET_MS,
  SHORT_TIMEOUT_MS,
  type Ctx,
  type Sdk,
} from './scenarioKit';
import type { CallResult, WireRunner } from './types';

const INSTANCE_CLASSES = [
  'Visual',
  'Report',
  'Dashboard',
  'Tile',
  'Qna',
  'QuickCreate',
  'Create',
  'Page',
  'VisualDescriptor',
  'Embed',
] as const;
const PAGE_FIELDS = [
  'name',
  'displayName',
  'isActive',
  'visibility',
  'defaultSize',
  'mobileSize',
  'defaultDisplayOption',
  'background',
  'wallpaper',
];
const VISUAL_FIELDS = ['name', 'title', 'type', 'layout'];

function pick(value: Record<string, unknown>, keys: string[]) {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key];
  return out;
}

/** Replaces SDK class instances (which hold the whole embed) with their public data. */
function summarize(sdk: Sdk, value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || value instanceof Error) return value;
  if (value instanceof Element) return { $element: value.tagName.toLowerCase() };
  if (Array.isArray(value)) return value.map((item) => summarize(sdk, item, depth + 1));
  const record = value as Record<string, unknown>;
  const cls = INSTANCE_CLASSES.find((name) => {
    const ctor = (sdk as unknown as Record<string, unknown>)[name];
    return typeof ctor === 'function' && value instanceof ctor;
  });
  if (cls === 'Page') return { $instance: cls, ...pick(record, PAGE_FIELDS) };
  if (cls === 'VisualDescriptor') {
    const page = record['page'] as { name?: unknown } | undefined;
    return { $instance: cls, ...pick(record, VISUAL_FIELDS), page: page?.name };
  }
  if (cls) {
    const config = record['config'] as { uniqueId?: unknown } | undefined;
    return { $instance: cls, embedtype: record['embedtype'], uniqueId: config?.uniqueId };
  }
  if (depth > 10) return { $deep: true };
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record)) out[key] = summarize(sdk, record[key], depth + 1);
  return out;
}

function timeout(ms: number, what: string) {
  return new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`$timeout: ${what}`)), ms));
}

/**
 * The uncaught errors of the host page since the last scenario began: what window.onerror and
 * `unhandledrejection` (a host's error monitoring) see. Errors of the SDK's own making that it swallows
 * never appear here; the ones the anchor lets through must appear here with ours too.
 */
let hostErrors: { kind: string; value: unknown }[] = [];
let hostErrorSeen: () => void = () => undefined;
let currentSdk: Sdk | undefined;

function hostError(kind: string, value: unknown) {
  hostErrors.push({ kind, value: currentSdk ? summarize(currentSdk, value) : value });
  hostErrorSeen();
}
window.addEventListener('error', (event) => hostError('error', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => hostError('unhandledrejection', event.reason));

/** Resolves once the page has seen `count` uncaught errors in this scenario, or after `ms`. */
function hostErrorCount(count: number, ms: number): Promise<number> {
  return new Promise((resolve) => {
    const done = () => {
      if (hostErrors.length < count) return;
      clearTimeout(timer);
      resolve(hostErrors.length);
    };
    const timer = setTimeout(() => resolve(hostErrors.length), ms);
    hostErrorSeen = done;
    done();
  });
}

async function run(name: string, sdkGlobal: string) {
  const scenario = scenarios[name];
  if (!scenario) throw new Error(`unknown scenario ${name}`);
  const sdk = (window as unknown as Record<string, Sdk | undefined>)[sdkGlobal];
  if (!sdk) throw new Error(`window.${sdkGlobal} is not defined`);
  currentSdk = sdk;
  hostErrors = [];
  const started = performance.now();
  const results: CallResult[] = [];
  const containers: HTMLDivElement[] = [];
  const stage = document.getElementById('stage') ?? document.body;
  const container = () => {
    const el = document.createElement('div');
    el.style.cssText = 'width:800px;height:600px;position:relative;';
    stage.appendChild(el);
    containers.push(el);
    return el;
  };
  const save = (label: string, ok: boolean, value: unknown, threw = false) =>
    results.push({ label, ok, value: encode(summarize(sdk, value)), ...(threw && { threw }) });
  const service = new sdk.service.Service(
    sdk.factories.hpmFactory,
    sdk.factories.wpmpFactory,
    sdk.factories.routerFactory,
  );
  const ctx: Ctx = {
    sdk,
    m: sdk.models,
    service,
    el: container(),
    container,
    async call(label, fn) {
      // A synchronous throw is recorded as such: a call typed as returning a promise must not throw.
      let returned: unknown;
      try {
        returned = fn();
      } catch (error) {
        save(label, false, error, true);
        return undefined;
      }
      try {
        const limit = performance.now() - started > SCENARIO_BUDGET_MS ? SHORT_TIMEOUT_MS : CALL_TIMEOUT_MS;
        const value = await Promise.race([Promise.resolve(returned), timeout(limit, label)]);
        save(label, true, value);
        return value as never;
      } catch (error) {
        save(label, false, error);
        return undefined;
      }
    },
    note: (label, value) => save(label, true, value),
    waitFor(embed, event, label = `event ${event}`, ms = EVENT_TIMEOUT_MS) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          save(label, false, new Error(`$timeout: no ${event} event`));
          resolve(undefined);
        }, ms);
        try {
          embed.on(event, (e: CustomEvent<unknown>) => {
            clearTimeout(timer);
            save(label, true, e.detail);
            resolve(e.detail);
          });
        } catch (error) {
          clearTimeout(timer);
          save(label, false, error);
          resolve(undefined);
        }
      });
    },
    hostErrors: (count, ms = EVENT_TIMEOUT_MS) => hostErrorCount(count, ms),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  let crash: string | undefined;
  try {
    await scenario(ctx);
  } catch (error) {
    crash = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  }
  pendingReset = () => {
    const problems: string[] = [];
    for (const el of containers) {
      try {
        service.reset(el);
      } catch (error) {
        problems.push(`service.reset threw: ${String(error)}`);
      }
      el.remove();
    }
    return problems;
  };
  return crash === undefined ? { results } : { results, crash };
}

let pendingReset: (() => string[]) | undefined;

/** Resets the last scenario's containers (the harness calls it once the frames' traffic has settled). */
function finish() {
  const problems = pendingReset?.() ?? [];
  pendingReset = undefined;
  return problems;
}

/** The host page's uncaught errors of the last scenario, encoded, in a stable order. */
function uncaught(): Encoded[] {
  return hostErrors.map((e) => encode(e)).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

const runner: WireRunner = { names: Object.keys(scenarios), run, finish, uncaught };
(window as unknown as { __wireRunner: WireRunner }).__wireRunner = runner;
