import { FRAME_ORIGIN } from '../embedHost';
import { valueOf } from '../embedSession';
import type { ScenarioEnv } from './scenarioEnv';

/**
 * createReport on the real stack: a create token of a workspace's dataset opens an empty report in edit
 * mode; the viewer builds it with the fields pane (click, keyboard, drag); saveAs stores it as a new report
 * of the workspace, which the user's BI items then list; the host embeds it as a report in the same frame.
 */
export function createScenarios(env: ScenarioEnv): void {
  test('builds a report from the fields pane, saves it as, and goes on as that report', async () => {
    const s = env.session();
    const diego = env.diego();
    const finance = (await diego.biWorkspaces()).find((w) => w.name === 'Financeiro Corporativo')!;
    const { token } = await diego.createToken(finance.id, 'consumo');
    await s.embed(
      {
        type: 'create',
        embedUrl: `${FRAME_ORIGIN}/reportEmbed?groupId=${finance.id}`,
        accessToken: token,
        tokenType: 1,
        datasetId: 'consumo',
        // The report embedded over it later takes the same uniqueId: the frame keeps the one it was opened
        // with, and powerbi-client routes events by it (a recording of the anchor does the same).
        uniqueId: `created-${env.sdk}`,
      },
      { create: true },
    );
    await s.waitForEvent('loaded', 0, 60_000);
    const frame = s.frame;
    const fields = frame.getByRole('region', { name: 'Campos' });
    await expect
      .poll(() => frame.getByRole('toolbar', { name: 'Edição do relatório' }).innerText())
      .toMatch(/Relatório sem título/);

    // A click: a card of the measure. Enter on a column: it joins the selected card, now a column chart.
    await fields.getByRole('button', { name: 'Adicionar Custo Total' }).click();
    await expect.poll(() => frame.locator('[data-visual-type="card"]').count()).toBe(1);
    await fields.getByRole('button', { name: 'Adicionar Região' }).press('Enter');
    const chart = frame.locator('[data-visual-type="clusteredColumnChart"]');
    await expect.poll(() => chart.count()).toBe(1);
    await expect
      .poll(async () => (await chart.getByRole('img').getAttribute('aria-label')) ?? '')
      .toMatch(/Região/);

    // A drag onto an empty part of the page: a table of its own there.
    const canvas = frame.getByRole('region', { name: /^Tela do relatório/ });
    const box = (await canvas.boundingBox())!;
    await fields
      .getByRole('button', { name: 'Adicionar Serviço' })
      .dragTo(canvas, { targetPosition: { x: box.width - 60, y: box.height - 60 } });
    await expect.poll(() => frame.locator('[data-visual-type="tableEx"]').count()).toBe(1);
    await expect
      .poll(() => frame.locator('[data-visual-type="tableEx"]').innerText())
      .toMatch(/IaaS|PaaS|Backup/);

    const name = `Criado no teste (${env.sdk}) ${Date.now()}`;
    expect((await s.call('saveAs', { name })).ok).toBe(true);
    const saved = await s.waitForEvent('saved', 0, 30_000);
    const { reportObjectId } = saved.detail as { reportObjectId: string };
    expect(saved.detail).toEqual({ reportObjectId, reportName: name, saveAs: true });
    const item = (await diego.biItems()).find((candidate) => candidate.id === reportObjectId);
    expect(item).toMatchObject({ type: 'report', name, workspaceId: finance.id });

    // The host embeds the new report over the create embed: the SDK reuses the frame (and, as powerbi-client
    // does, sends no load: the frame already shows the saved report). The Report object drives it and hears
    // its events.
    const frameElement = await s.host.page.locator('#embed iframe').elementHandle();
    const from = await s.embedAgain(await s.reportConfig(item!, { uniqueId: `created-${env.sdk}` }));
    expect(await s.host.page.locator('#embed iframe').count()).toBe(1);
    expect(await frameElement!.evaluate((node) => node.isConnected)).toBe(true);
    const pages = valueOf<{ displayName: string }[]>(await s.call('getPages'));
    expect(pages.map((page) => page.displayName)).toEqual(['Página 1']);
    expect((await s.call('refresh')).ok).toBe(true);
    await s.waitForEvent('rendered', from, 60_000);
    await expect.poll(() => frame.locator('[data-visual-name]').count()).toBe(2);
  }, 180_000);

  test('createReport without a dataset id throws before any frame exists', async () => {
    const s = env.session();
    const outcome = await s.host.page.evaluate(
      ([g, origin]) => {
        try {
          window.__host.embed(
            g,
            { type: 'create', embedUrl: `${origin}/reportEmbed`, accessToken: 't', tokenType: 1 },
            { create: true },
          );
          return 'embedded';
        } catch (error) {
          return (error as Error).message;
        }
      },
      [s.host.sdkGlobal, FRAME_ORIGIN] as const,
    );
    expect(outcome).toMatch(/Dataset id is required/);
  });
}
