import { HttpPostMessage } from '../protocol/httpPostMessage';
import { Router } from '../protocol/router';
import { WindowPostMessageProxy } from '../protocol/windowPostMessageProxy';
import { SDK_TYPE, SDK_VERSION } from '../sdkConfig';

/** The anchor's dependency-injection seams: host pages and tests may pass their own. */
export type IHpmFactory = (
  wpmp: WindowPostMessageProxy,
  targetWindow?: Window,
  version?: string,
  type?: string,
  origin?: string,
) => HttpPostMessage;
export type IWpmpFactory = (
  name?: string,
  logMessages?: boolean,
  eventSourceOverrideWindow?: Window,
) => WindowPostMessageProxy;
export type IRouterFactory = (wpmp: WindowPostMessageProxy) => Router;

/** Default headers carry the sdk type and version, and the wrapper's version (undefined unless a wrapper sets it; the key is sent regardless, as the anchor does). */
export const hpmFactory: IHpmFactory = (
  wpmp,
  targetWindow,
  version = SDK_VERSION,
  type = SDK_TYPE,
  wrapperVersion,
) =>
  new HttpPostMessage(
    wpmp,
    {
      'x-sdk-type': type,
      'x-sdk-version': version,
      'x-sdk-wrapper-version': wrapperVersion,
    },
    targetWindow,
  );

export const wpmpFactory: IWpmpFactory = (name, logMessages, eventSourceOverrideWindow) =>
  new WindowPostMessageProxy({ name, logMessages, receiveWindow: eventSourceOverrideWindow });

export const routerFactory: IRouterFactory = (wpmp) => new Router(wpmp);
