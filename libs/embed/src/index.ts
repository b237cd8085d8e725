/**
 * @nuvem/embed: the frame SDK, a drop-in for powerbi-client 2.23 (embed spec). It lands in steps; this
 * one brings the filter models and the five filter builders. Nothing here touches `window` at import.
 */
export const SDK_VERSION = '2.23.9';

export * as models from './models';
export * from './filterBuilders';
