// Nothing secret is ever written to the audit log (tokens are stored hashed, passwords never), and what the log
// shows is guarded anyway: any value under a key that names a secret is replaced, however deep.

/** The names of secrets, as a regular expression's source: JavaScript here, PostgreSQL's ~* in the search. */
export const secretKeyPattern = '(password|passwd|secret|token|private_key|api_key|credential|authorization)';
const SECRET_KEY = new RegExp(secretKeyPattern, 'i');

export const redactedValue = '[redacted]';

/** The value with every entry under a secret-naming key replaced by redactedValue. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? redactedValue : redactSecrets(inner),
    ]),
  );
}
