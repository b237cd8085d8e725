// Signs a demo user in on a test app and gives what authenticated requests need.
import type { TokenPair } from '@nuvem/api-contract';
import { postJson, type TestApp } from './test-app';

export const demoPassword = 'nuvem-demo-2024';

export interface SignedIn {
  userId: string;
  headers: { authorization: string };
}

export async function signInAs(t: TestApp, email: string): Promise<SignedIn> {
  const res = await postJson(t.url('/api/v1/session'), { email, password: demoPassword });
  expect(res.status).toBe(200);
  const pair = (await res.json()) as TokenPair;
  const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  return { userId: user!.id, headers: { authorization: `Bearer ${pair.access_token}` } };
}
