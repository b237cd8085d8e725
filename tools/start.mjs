// `npm start`: brings up everything a newcomer needs, each on its own port, and stops them together.
// Until the API lands (issue 4) that is the portal app and Storybook.
import { spawn } from 'node:child_process';

const services = [
  { name: 'portal', url: 'http://127.0.0.1:4200', args: ['run', 'dev', '-w', '@nuvem/portal'] },
  { name: 'storybook', url: 'http://127.0.0.1:6006', args: ['run', 'dev', '-w', '@nuvem/storybook'] },
];

const children = services.map(({ name, args }) => {
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n'))
        if (line.trim()) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code) => {
    console.log(`${prefix}exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

console.log('Nuvem is starting:');
for (const { name, url } of services) console.log(`  ${name.padEnd(10)} ${url}`);

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
