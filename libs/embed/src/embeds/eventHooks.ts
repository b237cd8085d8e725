import type { EventHooks } from '../models/configTypes';
import type { IRouterRequest, RouterResponse } from '../protocol/router';
import type { Embed } from './embed';

/** The hooks a frame may ask the host page to run, and the config callback each one calls (spec §2). */
export type EventHookName = 'preQuery' | 'newAccessToken';

const HOOK_PROVIDER: Record<EventHookName, keyof EventHooks> = {
  preQuery: 'applicationContextProvider',
  newAccessToken: 'accessTokenProvider',
};

/**
 * Runs a hook for an embed: 200 with its result, 404 when the embed has no such callback, 400 (and a
 * console error) when it throws. Hooks the embed type does not handle get the router's default answer.
 */
export async function answerEventHook(
  embed: Embed,
  handled: readonly EventHookName[],
  eventName: string,
  request: IRouterRequest,
  response: RouterResponse,
): Promise<void> {
  if (!(handled as readonly string[]).includes(eventName)) return;
  const body = request.body && typeof request.body === 'object' ? request.body : {};
  request.body = Object.assign(body, { report: embed });
  const hook = embed.eventHooks?.[HOOK_PROVIDER[eventName as EventHookName]];
  await embed.service.invokeSDKHook(hook, request, response);
}
