/**
 * Frame → host requests the host's handlers cannot process (a pageChanged without its page, hooks with a
 * body that is not an object): the frame must get the answer the anchor gives. The recording frame sends
 * them after load when its uid starts with `odd-`.
 */
import type * as Pbi from 'powerbi-client';
import { APP, TOKEN, embedAndWait, reportConfig, type Report, type Scenario } from './scenarioKit';

export const frameEventScenarios: Record<string, Scenario> = {
  'frame events: malformed events and hooks to a report': async (ctx) => {
    const seen: string[] = [];
    const report = await embedAndWait<Report>(
      ctx,
      'embed',
      reportConfig(ctx, 'odd-report', {
        tokenType: ctx.m.TokenType.Aad,
        eventHooks: {
          accessTokenProvider: () => 'token-from-provider',
          applicationContextProvider: () => ({ tenant: 't-1' }),
        } as Pbi.models.EventHooks,
      }),
    );
    if (!report) return;
    report.on('pageChanged', () => seen.push('pageChanged'));
    report.on('dataSelected', () => seen.push('dataSelected'));
    await ctx.sleep(500);
    ctx.note('events raised', seen);
  },

  'frame events: malformed events to a dashboard': async (ctx) => {
    const dashboard = await embedAndWait<Pbi.Dashboard>(ctx, 'embed', {
      type: 'dashboard',
      id: 'd-001',
      embedUrl: `${APP}/dashboardEmbed?dashboardId=d-001`,
      accessToken: TOKEN,
      uniqueId: 'odd-dashboard',
    });
    if (dashboard) await ctx.sleep(500);
  },
};
