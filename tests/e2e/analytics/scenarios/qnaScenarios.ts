import { FRAME_ORIGIN } from '../embedHost';
import type { ScenarioEnv } from './scenarioEnv';

/** Q&A over a BI report's dataset: its token reaches the dataset the report queries. */
export function qnaScenarios(env: ScenarioEnv): void {
  const qnaConfig = async (extra: Record<string, unknown> = {}) => {
    const item = env.report('Receita por Cliente');
    const { token } = await env.diego().biToken(item.id);
    return {
      type: 'qna',
      embedUrl: `${FRAME_ORIGIN}/qnaEmbed?groupId=${item.workspaceId}`,
      accessToken: token,
      tokenType: 1,
      datasetIds: ['consumo'],
      viewMode: 0,
      ...extra,
    };
  };

  test("a question from the config, then setQuestion's: loaded, the answer drawn, visualRendered", async () => {
    const s = env.session();
    await s.embed(await qnaConfig({ question: 'custo total por região' }));
    await s.waitForEvent('loaded', 0, 60_000);
    const first = await s.waitForEvent('visualRendered', 0, 60_000);
    expect(first.detail).toEqual({
      question: 'custo total por região',
      normalizedQuestion: 'Custo Total por Região',
    });
    await expect
      .poll(() => s.frame.getByRole('status').first().innerText())
      .toBe('Mostrando: Custo Total por Região');
    // A bar chart drawn from the API's answer, its accessible summary naming the fields.
    const chart = s.frame.getByRole('img').first();
    expect(await chart.getAttribute('aria-label')).toMatch(/Custo Total.*Região/);

    const from = await s.eventCount();
    expect((await s.call('setQuestion', 'top 2 serviços por custo no mês passado')).ok).toBe(true);
    const second = await s.waitForEvent('visualRendered', from, 60_000);
    expect(second.detail).toMatchObject({
      normalizedQuestion: 'Custo Total por Serviço · 2 maiores · mês passado',
    });
    await expect
      .poll(() => s.frame.getByRole('textbox').inputValue())
      .toBe('top 2 serviços por custo no mês passado');
  });

  test('the viewer types a question; one it cannot read names the words it did not know', async () => {
    const s = env.session();
    await s.embed(await qnaConfig());
    await s.waitForEvent('loaded', 0, 60_000);
    const box = s.frame.getByRole('textbox', { name: 'Faça uma pergunta sobre seus dados' });
    await box.fill('previsão do tempo em Marte');
    await box.press('Enter');
    const status = s.frame.getByRole('status').first();
    await expect.poll(() => status.innerText()).toContain('Não reconheço as palavras “previsão”, “Marte”.');
    await box.fill('quantidade total por mês');
    await box.press('Enter');
    await s.waitForEvent('visualRendered', 0, 60_000);
    expect((await s.events('visualRendered')).map((event) => event.detail)).toEqual([
      { question: 'quantidade total por mês', normalizedQuestion: 'Quantidade Total por Mês' },
    ]);
  });

  test("'quantos clientes' counts the customers, as many as the bars of cost by customer", async () => {
    const s = env.session();
    await s.embed(await qnaConfig({ question: 'custo total por cliente' }));
    await s.waitForEvent('visualRendered', 0, 60_000);
    const summary = (await s.frame.getByRole('img').first().getAttribute('aria-label')) ?? '';
    const customers = Number(/(\d+) categorias/.exec(summary)?.[1]);
    expect(customers).toBeGreaterThan(1);

    const from = await s.eventCount();
    expect((await s.call('setQuestion', 'quantos clientes')).ok).toBe(true);
    const answer = await s.waitForEvent('visualRendered', from, 60_000);
    expect(answer.detail).toMatchObject({ normalizedQuestion: 'Contagem distinta de Cliente' });
    // The answer's card: its figure under the restatement.
    await expect
      .poll(() => s.frame.locator('body').innerText())
      .toMatch(new RegExp(`Mostrando: Contagem distinta de Cliente\\s+${customers}\\s`));
  });

  test('result-only mode shows the answer without the box; a dataset the token does not reach fails', async () => {
    const s = env.session();
    await s.embed(await qnaConfig({ viewMode: 1, question: 'custo por produto' }));
    await s.waitForEvent('visualRendered', 0, 60_000);
    expect(await s.frame.getByRole('textbox').count()).toBe(0);

    await s.embed(await qnaConfig({ datasetIds: ['margem'] }));
    const error = await s.waitForEvent('error', 0, 60_000);
    expect(error.detail).toMatchObject({ message: 'contentNotFound' });
  });
}
