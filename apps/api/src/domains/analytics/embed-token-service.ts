// Issues embed tokens with the API's signing key and publishes its public half (JWKS).
import type { EmbedToken, Jwks } from '@nuvem/api-contract';
import type { Config } from '../../config';
import { embedSigningKeyOf, type EmbedSigningKey } from '../../auth/embed-signing-key';
import { signEmbedToken, type EmbedGrant } from '../../auth/embed-token';

export class EmbedTokenService {
  private readonly key: EmbedSigningKey;

  constructor(private readonly config: Pick<Config, 'embedSigningKey' | 'embedTokenTtlSeconds'>) {
    this.key = embedSigningKeyOf(config.embedSigningKey);
  }

  issue(grant: EmbedGrant): EmbedToken {
    const { token, claims } = signEmbedToken(grant, this.key, this.config.embedTokenTtlSeconds);
    return { token, tokenId: claims.jti, expiration: new Date(claims.exp * 1000).toISOString() };
  }

  jwks(): Jwks {
    return { keys: [this.key.jwk] };
  }
}
