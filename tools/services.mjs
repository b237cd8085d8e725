// `npm start`: brings up everything a newcomer needs, each on its own port, and stops them together.
// That is the API (PGlite in .data/, demo data on a first start), the portal app, the analytics app (the content
// inside embed frames) and Storybook.
import { spawn } from 'node:child_process';
import { prefixLines } from './prefixLines.mjs';

const API_URL = 'http://127.0.0.1:3333';
const HEALTH_URL = `${API_URL}/api/v1/health`;
const PORTAL_URL = 'http://127.0.0.1:4200';

const services = [
  { name: 'api', url: `${API_URL}/api/docs`, args: ['start', '-w', '@nuvem/api'] },
  { name: 'portal', url: PORTAL_URL, args: ['run', 'dev', '-w', '@nuvem/portal'] },
  { name: 'analytics', url: 'http://127.0.0.1:4300', args: ['run', 'dev', '-w', '@nuvem/analytics'] },
  { name: 'storybook', url: 'http://127.0.0.1:6006', args: ['run', 'dev', '-w', '@nuvem/storybook'] },
];

const children = services.map(({ name, args }) => {
  // Each service in a process group of its own: stopping it stops npm, its shell and the server under them.
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env, detached: true });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) prefixLines(stream, prefix);
  child.on('exit', (code, signal) => {
    console.log(`${prefix}exited with ${code ?? signal}`);
    shutdown(code ?? 1);
  });
  return child;
});

console.log('Nuvem is starting:');
for (const { name, url } of services) console.log(`  ${name.padEnd(10)} ${url}`);

/**
 * Says once when the API answers its health check: what "ready" looks like to a newcomer. The first start
 * takes longer (migrations and the demo data).
 */
async function announceWhenReady() {
  const started = Date.now();
  while (!stopping) {
    try {
      const answer = await fetch(HEALTH_URL, { signal: AbortSignal.timeout(2000) });
      if (answer.ok) {
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(`Nuvem is ready (${HEALTH_URL} answered 200 after ${seconds} s): open ${PORTAL_URL}`);
        console.log('  and sign in as ana@acme.example, password nuvem-demo-2024 (README: Demo sign-ins).');
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

let stopping = false;
void announceWhenReady();
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  // Exits once every group is empty; whatever still runs after 5 s is killed, so nothing outlives us.
  const deadline = Date.now() + 5000;
  const poll = setInterval(() => {
    const running = children.filter((child) => signalGroup(child, 0));
    if (running.length && Date.now() < deadline) return;
    for (const child of running) signalGroup(child, 'SIGKILL');
    clearInterval(poll);
    process.exit(code);
  }, 100);
}

/** Signals the child's whole process group; false when no process of it is left. */
function signalGroup(child, signal) {
  try {
    return process.kill(-child.pid, signal);
  } catch {
    return false;
  }
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
