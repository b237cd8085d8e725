// Serves the built Storybook on a free loopback port and runs @storybook/test-runner against it:
// play functions, axe (light and dark) and screenshots of every story in Chromium. The Storybook tested is the
// production build `npm run build` makes (apps/storybook/dist, served by apps/web): built here only when it is
// missing or stale, so CI, which has just built it, does not build it a second time.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { serveStatic } from '@nuvem/devtools/serveStatic';
import { buildProduction, PRODUCTION_PARTS } from '../../tools/build.mjs';

await buildProduction(['storybook']);
const server = await serveStatic(join(import.meta.dirname, '../..', PRODUCTION_PARTS.storybook.output));
// 30 s a story: npm test runs the end-to-end suites beside it, and a busy machine is no failure of a story.
const args = [
  'test-storybook',
  '--url',
  server.url,
  '--maxWorkers=2',
  '--testTimeout=30000',
  ...process.argv.slice(2),
];
const child = spawn('npx', args, { stdio: 'inherit', env: process.env });
child.on('exit', async (code) => {
  await server.close();
  process.exit(code ?? 1);
});
