/**
 * `import '@nuvem/embed/global'`: the globals powerbi-client's script sets, for bundled host pages that
 * rely on them (the ESM and CJS entries set none): `window.powerbi`, a ready Service, and
 * `window['powerbi-client']`, the whole API, as the UMD build gives them. Its exports are the SDK's.
 * It declares no type for `window.powerbi`: a Window augmentation in both the ESM and the CJS typings
 * conflicts with itself wherever both are loaded (README, "Migrating from powerbi-client").
 */
import { installGlobalService } from './globalService';
// This module's own namespace is the SDK's API; importing it here (rather than '../index') keeps the
// builds from exporting an extra namespace object from the main entry.
import * as sdk from './index';

export * from '../index';

if (typeof window !== 'undefined') {
  (window as unknown as Record<string, unknown>)['powerbi-client'] = sdk;
  installGlobalService();
}
