import type { EmbedAction, EmbedTokenClaims } from '@nuvem/api-contract';

export interface TokenGrant {
  itemType: EmbedTokenClaims['item_type'];
  itemId: string;
  actions: EmbedAction[];
}

/**
 * What an embed token says it grants, read from its payload without verifying it: the frame shapes its
 * screen by it (createReport opens only with a create token of its dataset); the API, which checks the
 * signature, decides every call. Undefined when the token is not one of ours.
 */
export function tokenGrantOf(token: string): TokenGrant | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(globalThis.atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Partial<
      Record<string, unknown>
    >;
    const { item_type: itemType, item_id: itemId, actions } = claims;
    if (typeof itemType !== 'string' || typeof itemId !== 'string' || !Array.isArray(actions))
      return undefined;
    return { itemType: itemType as TokenGrant['itemType'], itemId, actions: actions as EmbedAction[] };
  } catch {
    return undefined;
  }
}
