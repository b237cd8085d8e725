import type { Browser, LaunchOptions } from 'playwright-core';
export const CHROMIUM_EXECUTABLE: string;
export const CHROMIUM_ARGS: string[];
export const CHROMIUM_ENV: Record<string, string | undefined>;
export function chromiumLaunchOptions(
  extraArgs?: string[],
): Required<Pick<LaunchOptions, 'executablePath' | 'headless' | 'args' | 'env'>>;
export function launchChromium(extraArgs?: string[]): Promise<Browser>;
