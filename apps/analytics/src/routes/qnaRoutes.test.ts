import { fakeHost } from '../testing/fakeHost';

const qnaConfig = (extra: object = {}) => ({
  type: 'qna',
  accessToken: 'token-1',
  datasetIds: ['consumo'],
  embedUrl: 'https://frame.example/qnaEmbed',
  viewMode: 0,
  ...extra,
});

const qnaSession = async (host: Awaited<ReturnType<typeof fakeHost>>) => {
  const content = host.frame.content;
  if (content?.route !== 'qna') throw new Error('not a Q&A frame');
  return content.embed.lifecycle.whenLoaded();
};

test('Q&A loads its datasets, sends loaded, answers its question and sends visualRendered', async () => {
  const host = await fakeHost({ path: '/qnaEmbed', search: '?uid=q1&groupId=g1' });
  const answer = await host.request('POST', '/qna/load', qnaConfig({ question: 'custo total por região' }));
  expect(answer.statusCode).toBe(202);
  const [loaded] = await host.waitForEvents('loaded');
  expect(loaded!.url).toBe('/qna/q1/events/loaded');
  const [rendered] = await host.waitForEvents('visualRendered');
  expect(rendered).toMatchObject({
    url: '/qna/q1/events/visualRendered',
    body: { question: 'custo total por região', normalizedQuestion: 'Custo Total por Região' },
  });
  const session = await qnaSession(host);
  expect(session.state.answer).toMatchObject({
    status: 'answered',
    visual: { type: 'clusteredBarChart', title: 'Custo Total por Região' },
    data: { status: 'ready' },
  });
  // The answer's query: Custo Total by Região, as the API gets it.
  expect(host.api.queries().at(-1)).toMatchObject({
    datasetId: 'consumo',
    groupBy: [{ table: 'Consumo', column: 'Região' }],
    values: [{ table: 'Consumo', measure: 'Custo Total' }],
  });
  host.close();
});

test('setQuestion (POST /qna/interpret) asks another question; a value named in it filters', async () => {
  const host = await fakeHost({ path: '/qnaEmbed', search: '?uid=q1' });
  await host.request('POST', '/qna/load', qnaConfig());
  await host.waitForEvents('loaded');
  expect(
    (await host.request('POST', '/qna/interpret', { question: 'custo por serviço no Sudeste' })).statusCode,
  ).toBe(202);
  await host.waitForEvents('visualRendered');
  expect(host.api.queries().at(-1)).toMatchObject({
    groupBy: [{ column: 'Serviço' }],
    filters: [{ filterType: 1, target: { column: 'Região' }, operator: 'In', values: ['Sudeste'] }],
  });
  host.close();
});

test("the answer restates what it shows, filters included, in the frame's language", async () => {
  const host = await fakeHost({ path: '/qnaEmbed', search: '?uid=q1&language=en' });
  await host.request(
    'POST',
    '/qna/load',
    qnaConfig({ question: 'top 2 serviços por custo no mês passado no Sudeste' }),
  );
  const [rendered] = await host.waitForEvents('visualRendered');
  expect(rendered!.body).toEqual({
    question: 'top 2 serviços por custo no mês passado no Sudeste',
    // 'custo' names the Custo column exactly (summed) before the Custo Total measure.
    normalizedQuestion: 'Sum of Cost by Service · top 2 · last month · Region: Sudeste',
  });
  host.close();
});

test('a question it cannot read is answered honestly, with no query and no visualRendered', async () => {
  const host = await fakeHost({ path: '/qnaEmbed', search: '?uid=q1' });
  await host.request('POST', '/qna/load', qnaConfig());
  await host.waitForEvents('loaded');
  const before = host.api.queries().length;
  await host.request('POST', '/qna/interpret', { question: 'previsão do tempo em Marte' });
  const session = await qnaSession(host);
  await vi.waitFor(() =>
    expect(session.state.answer).toEqual({
      status: 'notUnderstood',
      question: 'previsão do tempo em Marte',
      unknownWords: ['previsão', 'Marte'],
    }),
  );
  expect(host.api.queries().length).toBe(before);
  expect(host.eventsNamed('visualRendered')).toEqual([]);
  host.close();
});

test('Q&A configs and questions are validated as powerbi-models does; nothing loaded refuses interpret', async () => {
  const host = await fakeHost({ path: '/qnaEmbed', search: '?uid=q1' });
  expect((await host.request('POST', '/qna/interpret', { question: 'custo' })).statusCode).toBe(400);
  const missing = await host.request('POST', '/qna/load', { accessToken: 'token-1' });
  expect(missing).toEqual({ statusCode: 400, body: [{ message: 'datasetIds is required' }] });
  await host.request('POST', '/qna/load', qnaConfig());
  await host.waitForEvents('loaded');
  const noQuestion = await host.request('POST', '/qna/interpret', {});
  expect(noQuestion).toEqual({ statusCode: 400, body: [{ message: 'question is required' }] });
  // A report route is not Q&A's.
  expect((await host.request('GET', '/report/pages')).statusCode).toBe(404);
  host.close();
});

test('a dataset the token does not reach fails the load with contentNotFound on the qna route', async () => {
  const host = await fakeHost({ path: '/qnaEmbed', search: '?uid=q1' });
  await host.request('POST', '/qna/load', qnaConfig({ datasetIds: ['margem'] }));
  const [error] = await host.waitForEvents('error');
  expect(error).toMatchObject({ url: '/qna/q1/events/error', body: { message: 'contentNotFound' } });
  host.close();
});

test('POST /report/token gives a Q&A embed its new token', async () => {
  const host = await fakeHost({ path: '/qnaEmbed', search: '?uid=q1' });
  await host.request('POST', '/qna/load', qnaConfig());
  await host.waitForEvents('loaded');
  host.api.valid.add('token-2');
  expect((await host.request('POST', '/report/token', 'token-2')).statusCode).toBe(202);
  await host.request('POST', '/qna/interpret', { question: 'custo total' });
  await host.waitForEvents('visualRendered');
  expect(host.api.calls.at(-1)?.authorization).toBe('EmbedToken token-2');
  host.close();
});
