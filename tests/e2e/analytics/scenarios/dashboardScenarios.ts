import { dashboardContent, onOrigin } from '../demoContent';
import { FRAME_ORIGIN } from '../embedHost';
import type { ScenarioEnv } from './scenarioEnv';

/** Dashboards in their three page views, tile clicks, and a tile embedded alone. */
export function dashboardScenarios(env: ScenarioEnv): void {
  test('an insights dashboard in each page view, and a tile click', async () => {
    const s = env.session();
    const [dashboard] = (await env.diego().dashboards()).filter((d) => d.Name === 'Faturamento Mensal');
    for (const pageView of ['actualSize', 'fitToWidth', 'oneColumn']) {
      const embed = await env.diego().dashboardEmbed(dashboard!.DashboardId);
      await s.embed({
        type: 'dashboard',
        id: dashboard!.DashboardId,
        embedUrl: onOrigin(embed.url, FRAME_ORIGIN),
        accessToken: embed.token,
        tokenType: 1,
        pageView,
      });
      await s.waitForEvent('loaded', 0, 60_000);
      // The anchor's dashboards never send rendered; ours do, whichever SDK listens.
      await s.waitForEvent('rendered', 0, 60_000);
      expect(await s.frame.locator('[data-tile-id]').count()).toBeGreaterThan(2);
    }
    // oneColumn stacks the tiles: each starts below the previous one, at the same left edge.
    const boxes = await s.frame
      .locator('[data-tile-id]')
      .evaluateAll((tiles) => tiles.map((tile) => tile.getBoundingClientRect().toJSON() as DOMRect));
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom - 1);
      expect(boxes[i]!.left).toBe(boxes[0]!.left);
    }

    const from = await s.eventCount();
    const tile = s.frame.locator('[data-tile-id]').first();
    const tileId = await tile.getAttribute('data-tile-id');
    await tile.click();
    expect((await s.waitForEvent('tileClicked', from)).detail).toMatchObject({ tileId });
  });

  test('a tile alone, at the given size: tileLoaded and tileClicked', async () => {
    const s = env.session();
    const [dashboard] = (await env.diego().dashboards()).filter((d) => d.Name === 'Consumo de Recursos');
    const embed = await env.diego().dashboardEmbed(dashboard!.DashboardId);
    const content = await dashboardContent(env.stack().api.url, dashboard!.DashboardId, embed.token);
    const tile = content.tiles[0]!;
    await s.embed({
      type: 'tile',
      id: tile.tileId,
      dashboardId: dashboard!.DashboardId,
      embedUrl: `${FRAME_ORIGIN}/tileEmbed?dashboardId=${dashboard!.DashboardId}&tileId=${tile.tileId}`,
      accessToken: embed.token,
      tokenType: 1,
      width: 480,
      height: 320,
    });
    await s.waitForEvent('tileLoaded', 0, 60_000);
    const shown = s.frame.locator(`[data-tile-id="${tile.tileId}"]`);
    expect(await shown.boundingBox()).toMatchObject({ width: 480, height: 320 });
    const from = await s.eventCount();
    await shown.click();
    expect((await s.waitForEvent('tileClicked', from)).detail).toMatchObject({
      tileId: tile.tileId,
      pageName: tile.pageName,
    });
  });
}
