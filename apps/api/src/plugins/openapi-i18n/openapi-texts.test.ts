import { startTestApp, type TestApp } from '../../testing/test-app';
import { openApiOperationTexts, openApiTexts } from './texts';
import { schemaDescriptionTexts } from './texts/schema-descriptions';
import { operationsOf, schemaDescriptionsOf, translatedOpenApi } from './translate-openapi';

interface TranslatableDocument {
  paths?: Record<string, Record<string, { summary?: string }>>;
}

let t: TestApp;
let english: TranslatableDocument;

beforeAll(async () => {
  t = await startTestApp('postgres');
  english = t.app.swagger() as TranslatableDocument;
});
afterAll(() => t.close());

const LANGUAGES = ['pt-BR', 'es'] as const;

// The reference (/develop/docs) reads the document in the user's language: a new route adds its pt-BR and es
// texts to its area's module in ./texts, or this fails naming it.
test('every route of the OpenAPI document has its summary, and its description if any, in pt-BR and es', () => {
  const gaps: string[] = [];
  for (const { key, operation } of operationsOf(english)) {
    for (const language of LANGUAGES) {
      const text = openApiOperationTexts[key]?.[language];
      if (!text?.summary.trim()) gaps.push(`${key}: no ${language} summary`);
      if (operation.description?.trim() && !text?.description?.trim())
        gaps.push(`${key}: no ${language} description`);
      if (!operation.description?.trim() && text?.description)
        gaps.push(`${key}: a ${language} description of none`);
    }
  }
  expect(gaps).toEqual([]);
});

test('no texts for a route the document does not have (a route renamed or removed)', () => {
  const routes = new Set(operationsOf(english).map(({ key }) => key));
  expect(Object.keys(openApiOperationTexts).filter((key) => !routes.has(key))).toEqual([]);
});

test('every description of a parameter, body, answer or schema has its pt-BR and es (a table keyed by the English)', () => {
  const descriptions = schemaDescriptionsOf(english);
  const gaps = [...descriptions].flatMap((description) =>
    LANGUAGES.filter((language) => !schemaDescriptionTexts[description]?.[language]?.trim()).map(
      (language) => `${language}: ${description}`,
    ),
  );
  expect(gaps).toEqual([]);
  expect(Object.keys(schemaDescriptionTexts).filter((description) => !descriptions.has(description))).toEqual(
    [],
  );
});

test('a translated document leaves no English description behind, and the English one untouched', () => {
  const before = JSON.stringify(english);
  const spanish = translatedOpenApi(english, 'es', openApiTexts);
  expect(JSON.stringify(english)).toBe(before);
  const english_ = schemaDescriptionsOf(english);
  const left = [...schemaDescriptionsOf(spanish)].filter(
    (description) => english_.has(description) && schemaDescriptionTexts[description]?.es !== description,
  );
  expect(left).toEqual([]);
});

describe('GET /api/v1/openapi.json', () => {
  const summaryOfMe = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    const doc = res.json<{ paths: Record<string, { get: { summary: string } }> }>();
    return { summary: doc.paths['/api/v1/me']!.get.summary, language: res.headers['content-language'] };
  };

  it('answers in the language ?lang= names', async () => {
    expect(await summaryOfMe('/api/v1/openapi.json?lang=es')).toEqual({
      summary: openApiOperationTexts['GET /api/v1/me']!.es.summary,
      language: 'es',
    });
  });

  it("else in Accept-Language's first language it writes, gzipped as before", async () => {
    expect(
      await summaryOfMe('/api/v1/openapi.json', { 'accept-language': 'fr;q=1, pt-BR;q=0.8, en;q=0.5' }),
    ).toEqual({ summary: openApiOperationTexts['GET /api/v1/me']!['pt-BR'].summary, language: 'pt-BR' });
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json?lang=pt-BR',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-language');
  });

  it('else in English, the routes own texts', async () => {
    const { summary, language } = await summaryOfMe('/api/v1/openapi.json?lang=de');
    expect(language).toBe('en');
    expect(summary).toBe((english.paths!['/api/v1/me']!.get as { summary: string }).summary);
  });
});
