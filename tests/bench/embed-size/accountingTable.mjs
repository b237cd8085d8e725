// The "which bytes remain" section of the size results: each case's gzip charged to the folders of
// libs/embed/src (accounting.mjs), split into names and texts and code, and what the goals would take.
import { account, gzipWithoutTexts } from './accounting.mjs';
import { GOALS } from './goals.mjs';

const n = (value) => value.toLocaleString('en-US');
// A string literal longer than this is a message (the anchor's error texts, the enums' member lists).
const LONG_TEXT = 30;

/** The folder a bundled file counts for; models/validation apart from the rest of models. */
const folderOf = (path) => {
  if (!path.includes('dist/esm/')) return path === '(glue)' ? '(glue)' : '(consumer)';
  const steps = path.slice(path.indexOf('dist/esm/') + 'dist/esm/'.length).split('/');
  if (steps.length === 1) return '(root)';
  return steps[0] === 'models' && steps[1] === 'validation' ? 'models/validation/' : `${steps[0]}/`;
};

/** Accounts every case ({ id, name, code(entry) }) against ours at `esm` and renders the section. */
export async function accountingSection(cases, esm) {
  const measured = [];
  for (const c of cases) {
    const result = await account(c.code(`${esm}/index.js`), esm, folderOf);
    measured.push({ ...c, ...result, withoutTexts: gzipWithoutTexts(result.text, LONG_TEXT) });
  }
  const [full] = measured;
  const folders = [...full.parts.keys()].sort((a, b) => full.parts.get(b).gzip - full.parts.get(a).gzip);
  const cell = (m, folder) => (m.parts.has(folder) ? n(m.parts.get(folder).gzip) : '–');
  const rows = folders.map((folder) => {
    const p = full.parts.get(folder);
    const others = measured.slice(1).map((m) => cell(m, folder));
    return `| ${folder} | ${n(p.min)} | ${n(p.gzip)} | ${n(p.words)} | ${n(p.gzip - p.words)} | ${others.join(' | ')} |`;
  });
  const t = full.total;
  const totals = measured.slice(1).map((m) => `**${n(m.total.gzip)}**`);
  const goalLines = measured.map((m) => {
    const goal = GOALS[m.id].gzip;
    const over = m.total.gzip - goal;
    const code = m.total.gzip - m.total.words;
    return `| ${m.name} | ${n(goal)} B | ${n(m.total.gzip)} B | ${over > 0 ? `${n(over)} B` : 'met'} | ${n(m.total.words)} B | ${n(code)} B | ${n(m.withoutTexts)} B |`;
  });
  return `Which bytes remain: each stretch of the bundle, in output order, is charged with what it adds to the
gzip of everything before it (so the parts add up to the bundle's gzip exactly), and to the gzip of the
names and texts seen so far; the rest of its share is code. Source files from esbuild's source map.

| folder | full SDK: min | gzip | of which names and texts | code | \`models\` alone: gzip | \`service\` alone: gzip |
|---|---|---|---|---|---|---|
${rows.join('\n')}
| **total** | **${n(t.min)}** | **${n(t.gzip)}** | **${n(t.words)}** | **${n(t.gzip - t.words)}** | ${totals.join(' | ')} |

What a goal would take: the gzip over it, beside the names and texts and the code of the case, and the
case's gzip with every string literal of more than ${LONG_TEXT} characters emptied (every anchor error text and
validation message, and the enums' member lists, gone).

| case | goal | ours | over by | names and texts | code | without texts over ${LONG_TEXT} characters |
|---|---|---|---|---|---|---|
${goalLines.join('\n')}`;
}
