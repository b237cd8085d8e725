/**
 * @nuvem/embed: the frame SDK, a drop-in for powerbi-client 2.23 (embed spec): the same exports, methods,
 * events and wire messages. Nothing here touches `window` at import; the UMD build creates `window.powerbi`.
 */
// This order is the order in which a consumer's bundler lays the modules out: models (enums, validators)
// next to the code that uses their words, which gzip then finds within its 32 KB window (~150 B less).
import * as models from './models';
import * as factories from './service/factories';
import * as service from './service/serviceModule';
export { SDK_VERSION } from './sdkConfig';
export { service, factories, models };
export { Embed } from './embeds/embed';
export { Report } from './embeds/report';
export { Dashboard } from './embeds/dashboard';
export { Tile } from './embeds/tile';
export { Qna } from './embeds/qna';
export { Visual } from './embeds/visual';
export { Create } from './embeds/create';
export { QuickCreate } from './embeds/quickCreate';
export { Page } from './embeds/page';
export { VisualDescriptor } from './embeds/visualDescriptor';
export { BookmarksManager } from './embeds/bookmarksManager';
export * from './filterBuilders';
export type { IEmbedConfiguration, IEmbedConfigurationBase, IError } from './models';
export type { ICustomEvent, IEvent, IEventHandler } from './embeds/customEvents';
export { jwtExpiry } from './embeds/tokenRefresh';
export { MOBILE_DESKTOP_SWITCH } from './errors';
export type { TokenRefreshOptions, FreshToken } from './embeds/tokenRefresh';
export type { IServiceConfiguration, EmbedComponentFactory } from './service/service';
export type { IHttpPostMessageResponse } from './protocol/envelope';
