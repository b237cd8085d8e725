import { Service } from '../service/service';
import { hpmFactory, routerFactory, wpmpFactory } from '../service/factories';

let shared: Service | undefined;

/** The service shared by components that are not given one; created on first use, never at import. */
export function defaultService(): Service {
  shared ??= new Service(hpmFactory, wpmpFactory, routerFactory);
  return shared;
}
