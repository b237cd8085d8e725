// Serves the built Storybook on a free loopback port and runs @storybook/test-runner against it:
// play functions, axe (light and dark) and screenshots of every story in Chromium.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { serveStatic } from '@nuvem/devtools/serveStatic';

const server = await serveStatic(join(import.meta.dirname, 'storybook-static'));
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
