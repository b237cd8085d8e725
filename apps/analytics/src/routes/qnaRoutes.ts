import { models } from '@nuvem/embed';
import type { QnaEmbed, QnaLoadConfig } from '../qna/qnaEmbed';
import type { FrameRouter } from '../protocol/protocolTypes';
import { accept, invalid } from '../protocol/routeAnswers';
import { handler, validatedStart } from './routeHandler';
import { registerTokenRoute } from './tokenRoute';

/**
 * POST /qna/load (and /qna/prepare: nothing to defer), validated with validateLoadQnaConfiguration;
 * POST /qna/interpret {question} (Qna.setQuestion), validated with validateQnaInterpretInputData; and the
 * token route, which a Q&A embed shares with reports (facts §2: qna uses /report/token).
 */
export function registerQnaRoutes(router: FrameRouter, embed: QnaEmbed): void {
  const load = validatedStart<QnaLoadConfig>(models.validateLoadQnaConfiguration, (config) =>
    embed.load(config),
  );
  router.post('/qna/load', load);
  router.post('/qna/prepare', load);
  router.post(
    '/qna/interpret',
    handler(async (request, response) => {
      const errors = models.validateQnaInterpretInputData(request.body);
      if (errors) return invalid(response, errors);
      const session = await embed.lifecycle.whenLoaded();
      accept(response);
      void session.ask((request.body as { question: string }).question);
    }),
  );
  registerTokenRoute(router, 'report', embed.lifecycle);
}
