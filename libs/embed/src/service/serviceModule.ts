// The `service` namespace of the package, as in powerbi-client: the Service class and its types.
export { Service } from './service';
export type {
  IService,
  IServiceConfiguration,
  IDebugOptions,
  IPowerBiElement,
  EmbedComponentFactory,
  IEvent,
  ICustomEvent,
  IEventHandler,
} from './service';
export type { IHpmFactory, IWpmpFactory, IRouterFactory } from './factories';
