import type { FrameRouter } from '../protocol/protocolTypes';
import { accept, answer } from '../protocol/routeAnswers';
import { handler } from './routeHandler';

/** Routes every frame answers, whatever it embeds (facts §2: Embed.getCorrelationId, front-load). */
export function registerCommonRoutes(router: FrameRouter): void {
  router.get(
    '/getCorrelationId',
    handler((_request, response) => answer(response, crypto.randomUUID())),
  );
  // The SDK sends the config ahead of the load to let a frame warm up; ours has nothing to warm.
  router.post(
    '/frontload/config',
    handler((_request, response) => accept(response)),
  );
}
