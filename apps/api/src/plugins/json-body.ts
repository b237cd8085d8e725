// JSON bodies: Fastify's own parser (secure-json-parse, refusing __proto__ and constructor keys), once the
// text is known to nest no deeper than maxBodyDepth. Everything that later walks a body (the storable-text
// check, Ajv, the handlers, the logger) may then recurse without a stack to fear: 10,000 nested arrays fit in
// 20 KB, well under the body limit, and each level is a stack frame to whatever walks them.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';

/**
 * The deepest nesting of arrays and objects a body may have. The deepest body our schemas describe is 17
 * levels (a report, down to its hierarchy filters' nodes; input-fuzz.test.ts keeps it under a third of this),
 * and the one open part (a report's theme, where Power BI's theme JSON adds a few levels) has room to spare.
 */
export const maxBodyDepth = 64;

const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`: one pass over the text, brackets inside
 * strings ignored, stopping at the first level past the limit. Says nothing of whether the text is valid JSON
 * (the parser does that).
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) depth--;
  }
  return false;
}

export const bodyTooDeep = () =>
  new ApiError(400, 'body_too_deep', `The JSON body nests deeper than ${maxBodyDepth} levels.`, [
    String(maxBodyDepth),
  ]);

export function installJsonBodyParser(app: FastifyInstance): void {
  // The options Fastify's default parser has: prototype and constructor poisoning refused.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, maxBodyDepth)) return done(bodyTooDeep(), undefined);
    parse(request, text, done);
  });
}
