// `npm run chromatic`: publishes the built Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set.
// Without a token there is nothing to publish to; the local screenshot test (`npm test`) guards visuals.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload.');
  console.log('Visual regressions are still caught by the local screenshot test in `npm test`.');
  process.exit(0);
}

const run = (cmd, args) => {
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};
run('node', ['tools/build.mjs', 'storybook']);
run('npx', ['chromatic', '--storybook-build-dir', 'apps/storybook/dist', '--exit-zero-on-changes', '--ci']);
