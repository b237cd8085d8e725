import { hpmFactory, routerFactory, wpmpFactory } from '../service/factories';
import { Service } from '../service/service';

/** The window as powerbi-client's script uses it. */
type HostWindow = Record<string, unknown> & {
  powerbi?: unknown;
  powerBISDKGlobalServiceInstanceName?: string;
};

/**
 * What powerbi-client's script does on load, for the entries that ask for it (the UMD, `./global`): a
 * ready Service on `window.powerbi`, or, when `powerbi` is already taken (another SDK copy), on the key
 * named by `window.powerBISDKGlobalServiceInstanceName`. Does nothing without a window (server rendering).
 */
export function installGlobalService(): void {
  if (typeof window === 'undefined') return;
  const host = window as unknown as HostWindow;
  const name = host.powerbi ? host.powerBISDKGlobalServiceInstanceName : undefined;
  host[name || 'powerbi'] = new Service(hpmFactory, wpmpFactory, routerFactory);
}
