import { looksLikeSshPrivateKey, sshKeyProblemKeywords } from '@nuvem/api-contract/forms';
import type { SchemaFieldError } from '../forms/schemaErrors';

/**
 * The check the route makes first (api-contract's): a private key pasted by mistake is refused on the form's
 * `public_key` field before any request, so it never leaves the browser.
 */
export function checkSshPublicKeyField(values: { public_key: string }): SchemaFieldError[] {
  return looksLikeSshPrivateKey(values.public_key)
    ? [{ path: '/public_key', keyword: sshKeyProblemKeywords.private }]
    : [];
}
