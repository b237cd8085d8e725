import type { EventHooks, IEmbedConfiguration, IError } from '../models';

/**
 * The configuration an embed keeps: the union of every embed type's fields (as the anchor's `config`
 * is), open to fields a newer frame understands, which are passed through untouched.
 */
export type EmbedConfig = IEmbedConfiguration & {
  visualName?: string;
  datasetIds?: string[];
  question?: string;
  datasetCreateConfig?: unknown;
  eventHooks?: EventHooks;
  [field: string]: unknown;
};

/** What `validate` returns: undefined when the config is valid (the powerbi-models convention). */
export type ValidationResult = IError[] | undefined;

/** Headers of load, prepare and create requests (embed spec §7). */
export interface ISessionHeaders {
  uid: string;
  sdkSessionId: string;
  tokenProviderSupplied?: boolean;
  bootstrapped?: boolean;
  sdkVersion?: string;
}
