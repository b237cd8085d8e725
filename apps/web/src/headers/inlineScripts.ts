import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** <script> elements without a src attribute, and their text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The CSP hash ('sha256-<base64>') of each inline script of an HTML text, as the browser computes it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) =>
      `sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}`,
  );
}

/**
 * The hashes of the inline scripts of every HTML page at the top of a built site: the scripts its build wrote
 * are allowed by name, and no other inline script, so no 'unsafe-inline' for scripts.
 */
export function inlineScriptHashesOfSite(root: string): string[] {
  const pages = readdirSync(root).filter((name) => name.endsWith('.html'));
  return [...new Set(pages.flatMap((page) => inlineScriptHashes(readFileSync(join(root, page), 'utf8'))))];
}
