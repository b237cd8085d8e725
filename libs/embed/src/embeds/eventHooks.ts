import type { EventHooks } from '../models/configTypes';
import type { Embed } from './embed';

/** The hooks a frame may ask the host page to run, and the config callback each one calls (spec §2). */
export type EventHookName = 'preQuery' | 'newAccessToken';

const HOOK_PROVIDER: Record<EventHookName, keyof EventHooks> = {
  preQuery: 'applicationContextProvider',
  newAccessToken: 'accessTokenProvider',
};

/**
 * Answers the frame's hook requests for one embed, on `/reports/{uniqueId}/eventHooks/:eventName` with the
 * uniqueId the embed was created with (spec §2), as the anchor routes them: a request for another uid (a
 * dashboard's, or an embed's that is gone) gets no answer at all. A hook runs only for the embed's own
 * frame: 200 with its result, 404 when the embed has no such callback, 400 (and a console error) when it
 * throws; hooks the embed type does not handle get the router's default answer. Returns the function that
 * removes the route.
 */
export function routeEventHooks(embed: Embed, handled: readonly EventHookName[]): () => void {
  return embed.service.router.addRoute(
    'POST',
    `/reports/${embed.config.uniqueId}/eventHooks/:eventName`,
    async (request, response) => {
      const name = request.params.eventName as EventHookName;
      if (request.source !== embed.iframe?.contentWindow || !handled.includes(name)) return;
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      request.body = Object.assign(body, { report: embed });
      await embed.service.invokeSDKHook(embed.eventHooks?.[HOOK_PROVIDER[name]], request, response);
    },
  );
}
