/**
 * The script-tag entry (dist/umd/nuvem-embed.js), a drop-in for powerbi-client's dist/powerbi.js: its UMD
 * wrapper gives the whole API to CommonJS or AMD, or else to the global `powerbi-client`; and, in a browser,
 * a ready Service is installed on `window.powerbi`.
 */
import { installGlobalService } from './global/globalService';

export * from './index';

installGlobalService();
