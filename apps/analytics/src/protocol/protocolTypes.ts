import type {
  IMessageHandler,
  IRouterRequest,
  Router,
  RouterResponse as SdkRouterResponse,
  RouteHandler as SdkRouteHandler,
  WindowPostMessageProxy,
} from '@nuvem/embed/protocol';

// The SDK's own transport (@nuvem/embed/protocol), under the names the frame's modules use.
export type FrameProxy = WindowPostMessageProxy;
export type FrameRouter = Router;
export type RouteHandler = SdkRouteHandler;
export type RouterRequest = IRouterRequest;
export type RouterResponse = SdkRouterResponse;
export type MessageHandler = IMessageHandler;
