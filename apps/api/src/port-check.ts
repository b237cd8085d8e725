// Whether the API can listen where it is told to, checked before anything slow (opening PGlite, migrating,
// seeding a first start's million rows): a port in use fails the start in a moment, not minutes later.
import { createServer } from 'node:net';

export class PortInUseError extends Error {
  constructor(host: string, port: number) {
    super(`Port ${port} on ${host} is in use by another process. Stop it, or set PORT to a free port.`);
    this.name = 'PortInUseError';
  }
}

/** Resolves when host:port could be bound a moment ago (port 0, any free port, always can). */
export function assertPortAvailable(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error),
    );
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
