// Signs a demo user in on a test app and gives what authenticated requests need.
import type { TokenPair } from '@nuvem/api-contract';
import { postJson, type TestApp } from './test-app';

export const demoPassword = 'nuvem-demo-2024';

export interface SignedIn {
  userId: string;
  /** The sign-in (refresh-token family), as the access token names it. */
  sessionId: string;
  headers: { authorization: string };
}

export async function signInAs(t: TestApp, email: string, password = demoPassword): Promise<SignedIn> {
  const res = await postJson(t.url('/api/v1/session'), { email, password });
  expect(res.status).toBe(200);
  const pair = (await res.json()) as TokenPair;
  const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  return signedInWith(user!.id, pair.access_token);
}

/** What requests with this access token of the user need; the sign-in is the one the token names. */
export function signedInWith(userId: string, accessToken: string): SignedIn {
  const { sid } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as {
    sid: string;
  };
  return { userId, sessionId: sid, headers: { authorization: `Bearer ${accessToken}` } };
}
