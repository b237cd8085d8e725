import type { Browser } from 'playwright-core';
export const CHROMIUM_EXECUTABLE: string;
export const CHROMIUM_ARGS: string[];
export function launchChromium(): Promise<Browser>;
