import { factories, service } from '@nuvem/embed';

let shared: service.Service | undefined;

/**
 * The one embed service of the portal, created on first use. The analytics host is the one our own API
 * names in its embed URLs: its origin is trusted (the SDK accepts no other frame origin), so the portal
 * needs no build-time setting for it.
 */
export function insightsEmbedService(embedUrl: string): service.Service {
  shared ??= new service.Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory);
  shared.trustHost(new URL(embedUrl).origin);
  return shared;
}
