// The part of oidc-provider (which ships no types) that the single sign-on tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    token_endpoint_auth_method?: 'none' | 'client_secret_basic' | 'client_secret_post';
    grant_types?: string[];
    response_types?: string[];
  }

  export interface Account {
    accountId: string;
    claims(use: 'id_token' | 'userinfo', scope: string): Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    /** true (default): with response_type=code the ID token holds no user claims; they come from UserInfo. */
    conformIdTokenClaims?: boolean;
    pkce?: { required?: () => boolean };
    cookies?: { keys?: string[] };
    ttl?: Record<string, number>;
    features?: { devInteractions?: { enabled: boolean } };
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    /** A Node request listener (oidc-provider is a Koa application). */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
