import { invalidBecause, accept } from '../protocol/routeAnswers';
import type { FrameRouter } from '../protocol/protocolTypes';
import type { EmbedLifecycle } from '../frame/embedLifecycle';
import { Refusal } from '../report/refusal';
import { notLoadedError } from '../protocol/frameErrors';
import { handler } from './routeHandler';

/**
 * POST /{type}/token (Embed.setAccessToken): the body is the new token itself. It replaces the token at once
 * and lets calls waiting on an expired one go on.
 */
export function registerTokenRoute(
  router: FrameRouter,
  type: 'report' | 'dashboard' | 'tile',
  lifecycle: EmbedLifecycle<{ dispose(): void }>,
) {
  router.post(
    `/${type}/token`,
    handler((request, response) => {
      if (typeof request.body !== 'string' || request.body.length === 0)
        return invalidBecause(response, 'accessToken is required');
      if (!lifecycle.setToken(request.body)) throw new Refusal(400, notLoadedError());
      accept(response);
    }),
  );
}
