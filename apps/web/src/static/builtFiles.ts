import { existsSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlOf } from './cacheControl';

export interface BuiltFilesOptions {
  /** The site's build folder (holding index.html). */
  root: string;
  /**
   * A single-page app: a path whose last segment has no dot (no extension) and names no file is one of its client
   * routes, answered with index.html; a missing file is a 404 either way, never index.html.
   */
  spa: boolean;
}

/** The compressed copies the build wrote beside each text file (tools/precompress.mjs), by encoding. */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Serves a built site's files: the build's Brotli or gzip copy when the browser accepts it (the build compressed
 * them once, at its best level), caching by name (cacheControl.ts), no dotfiles, and the SPA fallback.
 */
export async function serveBuiltFiles(
  site: FastifyInstance,
  { root, spa }: BuiltFilesOptions,
): Promise<void> {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`no build in ${root} (index.html is missing)`);
  await site.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply, path) => {
      const served = relative(root, path).split(sep).join('/').replace(COMPRESSED_SUFFIX, '');
      reply.header('cache-control', cacheControlOf(served));
    },
  });
  site.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://site');
    // A file name has a dot (an extension, or a dotfile's); a client route's last segment has none.
    const clientRoute =
      spa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !posix.basename(pathname).includes('.');
    if (clientRoute) return reply.sendFile('index.html');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
