/**
 * The script-tag entry (dist/umd/nuvem-embed.js), a drop-in for powerbi-client's dist/powerbi.js: its UMD
 * wrapper gives the whole API to CommonJS or AMD, or else to the global `powerbi-client`; and, in a browser,
 * a ready Service is installed on `window.powerbi`. Only this entry has that side effect: the ESM and CJS
 * builds touch no global.
 */
import { factories, service } from './index';

export * from './index';

/** The window as powerbi-client's global service uses it. */
type HostWindow = Record<string, unknown> & {
  powerbi?: unknown;
  powerBISDKGlobalServiceInstanceName?: string;
};

if (typeof window !== 'undefined') {
  const host = window as unknown as HostWindow;
  const powerbi = new service.Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory);
  // As in powerbi-client: the configured key is used only when `powerbi` is already taken (another SDK copy).
  const name = host.powerbi ? host.powerBISDKGlobalServiceInstanceName : undefined;
  host[name || 'powerbi'] = powerbi;
}
