import { chromium } from 'playwright-core';
import { chromiumFontConfig } from './chromiumFonts.mjs';
import { shippedChromium } from './shippedChromium.mjs';

// One browser for every test, benchmark and screenshot: CHROMIUM_PATH when set, else the build that npm ships.
const shipped = process.env.CHROMIUM_PATH ? undefined : shippedChromium();

/** The browser's executable. */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? shipped.executable;

/** Headless flags for this closed network and for steady screenshots (shared/research). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

/** The browser's environment: npm's fonts only (same text on every machine) and the shipped build's libraries. */
export const CHROMIUM_ENV = {
  ...process.env,
  FONTCONFIG_FILE: chromiumFontConfig(),
  ...(shipped && {
    LD_LIBRARY_PATH: [shipped.libraryPath, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
  }),
};

/** Playwright launch options for that browser; extra flags go after ours. */
export function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: CHROMIUM_EXECUTABLE,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    env: CHROMIUM_ENV,
  };
}

export function launchChromium(extraArgs = []) {
  return chromium.launch(chromiumLaunchOptions(extraArgs));
}
