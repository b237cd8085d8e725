import { createRequire } from 'node:module';

/** The part of a jsdom window the UMD checks use: its globals, and a script-like eval in its realm. */
export type ScriptWindow = Window & Record<string, unknown> & { eval(code: string): unknown; close(): void };

interface Jsdom {
  JSDOM: new (html: string, options: { runScripts: 'outside-only'; url: string }) => { window: ScriptWindow };
}

/** A fresh jsdom window (jsdom has no bundled types; this is all the checks need of it). */
export function jsdomWindow(): ScriptWindow {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;
  return new JSDOM('<!doctype html><html><body></body></html>', {
    runScripts: 'outside-only',
    url: 'https://portal.example/',
  }).window;
}
