// Runs the services of `npm start`, `npm run serve` and `npm run dev`, each in a process group of its own with its
// output prefixed by its name, says when the API is ready, and stops them together (one exiting stops all).
import { spawn } from 'node:child_process';
import { prefixLines } from './prefixLines.mjs';

/** Where each part answers, from the settings they read (the API's PORT and HOST, the web server's *_PORT). */
export function addresses(env = process.env) {
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const at = (port) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const api = at(env.PORT || 3333);
  return {
    api,
    health: `${api}/api/v1/health`,
    portal: at(env.PORTAL_PORT || 4200),
    analytics: at(env.ANALYTICS_PORT || 4300),
    storybook: at(env.STORYBOOK_PORT || 6006),
  };
}

/**
 * Starts `services` ({ name, command, args, env? }), prints `listing` (name → address) and, once `health`
 * answers 200, `Nuvem is ready …` with the address to open. Resolves never: the process exits when a service
 * does, or on SIGINT/SIGTERM after stopping every service.
 */
export function runServices({ services, listing, health, open }) {
  let stopping = false;
  const children = services.map(({ name, command, args, env }) => {
    // A process group per service: stopping it stops npm, its shell and the server under them.
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
      detached: true,
    });
    const prefix = `[${name}] `;
    for (const stream of [child.stdout, child.stderr]) prefixLines(stream, prefix);
    child.on('exit', (code, signal) => {
      console.log(`${prefix}exited with ${code ?? signal}`);
      shutdown(code ?? 1);
    });
    return child;
  });

  console.log('Nuvem is starting:');
  for (const [name, url] of Object.entries(listing)) console.log(`  ${name.padEnd(10)} ${url}`);

  /**
   * Says once when the API answers its health check: what "ready" looks like to a newcomer. The first start
   * takes longer (migrations and the demo data).
   */
  async function announceWhenReady() {
    const started = Date.now();
    while (!stopping) {
      try {
        const answer = await fetch(health, { signal: AbortSignal.timeout(2000) });
        if (answer.ok) {
          const seconds = Math.round((Date.now() - started) / 1000);
          console.log(`Nuvem is ready (${health} answered 200 after ${seconds} s): open ${open}`);
          console.log('  and sign in as ana@acme.example, password nuvem-demo-2024 (README: Demo sign-ins).');
          return;
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
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
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
}

/** Signals the child's whole process group; false when no process of it is left. */
function signalGroup(child, signal) {
  try {
    return process.kill(-child.pid, signal);
  } catch {
    return false;
  }
}
