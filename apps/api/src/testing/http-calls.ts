// Real HTTP calls to a test app, and the checks every route test makes on their answers.
import type { SignedIn } from './sign-in';
import { errorShape, type TestApp } from './test-app';

/** `method path` as `who` (anonymous without), with a JSON body when one is given. */
export function call(
  t: TestApp,
  method: string,
  path: string,
  who?: SignedIn,
  body?: unknown,
): Promise<Response> {
  return fetch(t.url(path), {
    method,
    headers: {
      ...(who?.headers ?? {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The JSON body, once the status is checked. */
export async function jsonOf<T>(res: Response, status = 200): Promise<T> {
  expect(res.status).toBe(status);
  return (await res.json()) as T;
}

/** The answer is this error in the portal's shape, with these error_vars when given. */
export async function expectError(
  res: Response,
  status: number,
  code: string,
  vars?: string[],
): Promise<void> {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error_vars: string[] };
  expect(body).toEqual({ ...errorShape, error_code: code });
  if (vars) expect(body.error_vars).toEqual(vars);
}
