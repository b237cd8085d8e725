// SSE fan-out: `clients` connections on one stream; one event published; the time until every client has it.
import http from 'node:http';

/** Opens one SSE connection and calls onEvent(id, event) for each event received. Resolves when open. */
function connect(url, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`SSE ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: ?(.*)$/m.exec(block)?.[1];
          const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
          if (id) onEvent(id, event);
        }
      });
      resolve(() => request.destroy());
    });
    request.on('error', reject);
  });
}

/**
 * Connects `clients` subscribers to streamUrl, then for each round fires `publish()` (which resolves to the
 * new event's id) and measures the milliseconds until all subscribers received that id.
 */
export async function measureFanOut({ streamUrl, clients, rounds, publish }) {
  // Counted by event id from the first byte on: an event can reach clients before publish() has answered.
  const arrivals = new Map(); // id → { count, lastAt, resolve? }
  const onEvent = (id) => {
    const entry = arrivals.get(id) ?? { count: 0, lastAt: 0 };
    entry.count += 1;
    entry.lastAt = performance.now();
    arrivals.set(id, entry);
    if (entry.count === clients) entry.resolve?.();
  };
  const allArrived = (id) =>
    new Promise((resolve, reject) => {
      const entry = arrivals.get(id) ?? { count: 0, lastAt: 0 };
      arrivals.set(id, entry);
      if (entry.count === clients) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`event ${id} reached ${entry.count} of ${clients}`)),
        30_000,
      );
      entry.resolve = () => (clearTimeout(timer), resolve());
    });

  const closers = [];
  for (let i = 0; i < clients; i += 100) {
    const batch = Math.min(100, clients - i);
    closers.push(...(await Promise.all(Array.from({ length: batch }, () => connect(streamUrl, onEvent)))));
  }
  const samples = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      const id = String(await publish());
      await allArrived(id);
      samples.push(arrivals.get(id).lastAt - started);
    }
  } finally {
    for (const close of closers) close();
  }
  return samples;
}
