import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const srcDir = join(__dirname, '..');

function componentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return componentFiles(path);
    return name.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(name) ? [path] : [];
  });
}

// The generic placeholder cannot say what a list filters: each list names its own properties (pt-BR/en/es).
test('every ResourceList of a screen says what it filters (filterPlaceholder)', () => {
  const silent: string[] = [];
  for (const file of componentFiles(srcDir)) {
    if (file.endsWith(join('ResourceList', 'ResourceList.tsx'))) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/<ResourceList\b/g)) {
      const element = text.slice(match.index, text.indexOf('/>', match.index));
      if (!/\bfilterPlaceholder=/.test(element)) silent.push(relative(srcDir, file));
    }
  }
  expect(silent).toEqual([]);
});
