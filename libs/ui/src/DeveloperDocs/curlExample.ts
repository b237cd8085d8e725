import type { ApiAuthScheme, ApiOperation } from './apiReferenceTypes';

/** Single-quoted for a POSIX shell: a quote inside closes, escapes and reopens. */
const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A curl command for the operation, against `baseUrl`: the token as a `<token>` placeholder (never a real
 * one), required headers as placeholders, path parameters left as {name} for the reader to fill, and the body's example when it takes one.
 */
export function curlExample(op: ApiOperation, baseUrl: string, schemes: readonly ApiAuthScheme[]): string {
  const lines = [`curl -X ${op.method} ${quoted(baseUrl.replace(/\/$/, '') + op.path)}`];
  const scheme = schemes.find((candidate) => op.auth.includes(candidate.id));
  if (scheme) lines.push(`-H ${quoted(`Authorization: ${scheme.headerScheme} <token>`)}`);
  // Required headers (Idempotency-Key on writes) as placeholders too.
  for (const header of op.parameters.filter((p) => p.in === 'header' && p.required))
    lines.push(`-H ${quoted(`${header.name}: <${header.name.toLowerCase()}>`)}`);
  if (op.requestExample !== undefined) {
    lines.push(`-H ${quoted('Content-Type: application/json')}`);
    lines.push(`-d ${quoted(op.requestExample)}`);
  }
  return lines.join(' \\\n  ');
}
