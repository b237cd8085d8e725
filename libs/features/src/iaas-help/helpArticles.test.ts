import { helpLanguageOf, loadHelpArticles, searchHelpArticles, type HelpLanguage } from './helpArticles';

const languages: HelpLanguage[] = ['pt-BR', 'en', 'es'];

test('every language has the same 10 to 15 articles, by slug, each with text', async () => {
  const [pt, ...others] = await Promise.all(languages.map(loadHelpArticles));
  expect(pt!.length).toBeGreaterThanOrEqual(10);
  expect(pt!.length).toBeLessThanOrEqual(15);
  for (const other of others) expect(other.map((a) => a.slug)).toEqual(pt!.map((a) => a.slug));
  for (const articles of [pt!, ...others])
    for (const article of articles) {
      expect(article.slug).toMatch(/^[a-z0-9-]+$/);
      expect(article.paragraphs.length).toBeGreaterThan(0);
      expect(article.steps?.length ?? 0).toEqual(
        pt!.find((a) => a.slug === article.slug)!.steps?.length ?? 0,
      );
    }
});

test('searches titles and text, accents and case ignored, every word in any order', async () => {
  const pt = await loadHelpArticles('pt-BR');
  const slugs = (query: string) => searchHelpArticles(pt, query).map((a) => a.slug);
  expect(slugs('SSH')[0]).toBe('conectar-por-ssh');
  expect(slugs('copia instantanea')).toContain('snapshots-e-backups');
  expect(slugs('CÓPIA Instantânea')).toEqual(slugs('copia instantanea'));
  // 'cidr' is in the networks article's title and in the security groups' text: the title first.
  expect(slugs('cidr')[0]).toBe('redes-e-cidr');
  expect(slugs('cidr')).toContain('grupos-de-seguranca');
  expect(slugs('porta 22 grupo')).toEqual(
    expect.arrayContaining(['conectar-por-ssh', 'grupos-de-seguranca']),
  );
  expect(slugs('kubernetes')).toEqual([]);
  expect(slugs('  ')).toHaveLength(pt.length);
});

test("searches in the user's language", async () => {
  const es = await loadHelpArticles('es');
  expect(searchHelpArticles(es, 'facturacion').map((a) => a.slug)[0]).toBe('faturamento');
  const en = await loadHelpArticles('en');
  expect(searchHelpArticles(en, 'quota').map((a) => a.slug)).toContain('cotas');
});

test.each([
  ['pt-BR', 'pt-BR'],
  ['en', 'en'],
  ['en-US', 'en'],
  ['es', 'es'],
  ['fr', 'pt-BR'],
  [undefined, 'pt-BR'],
])('%s → %s', (language, expected) => {
  expect(helpLanguageOf(language)).toBe(expected);
});
