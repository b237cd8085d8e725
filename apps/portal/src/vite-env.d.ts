/// <reference types="vite/client" />

/** The portal's build-time settings (see apiConfigFromEnv). */
interface ImportMetaEnv {
  /** The API's origin when it is not the page's own, e.g. 'https://api.nuvem.example'. */
  readonly VITE_API_URL?: string;
  /** X-Api-Key sent with every call that no per-URL key matches. */
  readonly VITE_API_KEY?: string;
  /** Per-URL keys as JSON: { "<URL prefix>": "<key>" }. */
  readonly VITE_API_KEYS?: string;
  /** Where the dev and preview servers proxy /api (set by vite.config.ts). */
  readonly VITE_API_PROXY_TARGET?: string;
}

/** The portal's package.json version, set at build time (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
