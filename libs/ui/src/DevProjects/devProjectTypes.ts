// Developer studio (/develop/projects): a project and an API token as the screens show them. The token itself
// is never here: only its last four characters (the API keeps a hash).

export interface DevProjectItem {
  id: string;
  name: string;
  description: string;
  /** The environments its tokens are limited to; empty: every environment the owner sees. */
  cloudIds: string[];
  activeTokens: number;
  updatedAt: string;
}

export type ApiTokenState = 'active' | 'expired' | 'revoked';

export interface ApiTokenItem {
  id: string;
  name: string;
  /** Scope keys (api-contract's table); their labels come with `scopeOptions`. */
  scopes: string[];
  lastFour: string;
  state: ApiTokenState;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
}

/** A scope the token form offers: its key, its label and what it opens (the API's own table, worded). */
export interface ApiTokenScopeOption {
  value: string;
  label: string;
  description: string;
}

/** An environment a project may be limited to. */
export interface DevEnvironmentOption {
  cloudId: string;
  name: string;
}

/** How a token is shown: the prefix scanners know, an ellipsis, its last four. */
export const maskedApiToken = (lastFour: string) => `nvm_pat_…${lastFour}`;
