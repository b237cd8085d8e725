// Every audited action has a label in every language: the actions are read from the migrations that insert
// them (INSERT INTO audit_actions), so a migration adding one without its label fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../i18n/locales';
import messages from './AuditActions.i18n';

const migrations = join(__dirname, '../../../../apps/api/src/db/migrations');

function auditedActions(): string[] {
  const actions = new Set<string>();
  for (const file of readdirSync(migrations).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(migrations, file), 'utf8');
    for (const insert of sql.matchAll(/INSERT INTO audit_actions\s*\(action\)\s*VALUES([^;]*);/gi))
      for (const [, action] of insert[1]!.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) actions.add(action!);
  }
  return [...actions].sort();
}

const labelOf = (tree: unknown, path: string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

describe('audit action labels', () => {
  const actions = auditedActions();

  it('finds the actions the migrations insert', () => {
    expect(actions).toContain('vm.start');
    expect(actions.length).toBeGreaterThanOrEqual(30);
  });

  it.each(LOCALES)('labels every action and its domain in %s', (locale) => {
    const tree = messages[locale];
    const missing = actions.filter((action) => {
      const [domain, verb] = action.split('.') as [string, string];
      return (
        typeof labelOf(tree, ['actions', domain, verb]) !== 'string' ||
        typeof labelOf(tree, ['domains', domain]) !== 'string'
      );
    });
    expect(missing).toEqual([]);
  });
});
