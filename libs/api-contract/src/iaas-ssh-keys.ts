// Chaves SSH (/ssh-manager-key, issue 31): an environment's public keys, added by pasting one (name and key)
// and deleted; the VM wizard offers them (IaasSshKeySchema, the manager's list). The API parses the key for
// real (apps/api domains/iaas/ssh-public-key.ts); what both sides check is here: a private key pasted by
// mistake is refused before any request, and by the route, and never stored.
import { Type, type Static } from 'typebox';
import { CloudIdSchema } from './environments';
export { iaasSshKeyEndpoints } from './endpoints';

/** The key types accepted, as the key line and its blob name them. */
export const sshKeyTypes = [
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'ssh-rsa',
] as const;
export type SshKeyType = (typeof sshKeyTypes)[number];

/** The fewest bits an RSA key may have. */
export const sshRsaMinBits = 2048;

// PEM private keys (OpenSSH, PKCS#1, PKCS#8, encrypted, SSH2) and PuTTY's .ppk files.
const privateKeyMarker = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----|PuTTY-User-Key-File-\d+:/;

/** Whether the text holds a private key (pasted by mistake): never sent on by the portal, never stored. */
export function looksLikeSshPrivateKey(text: string): boolean {
  return privateKeyMarker.test(text);
}

/**
 * Why a pasted key is refused, as the keyword of the 400's error_fields entry on /public_key (the form words
 * each; the error code says it too: iaas_ssh_key_private, …_unknown_type, …_malformed, …_rsa_too_short).
 */
export const sshKeyProblemKeywords = {
  private: 'sshKeyPrivate',
  unknown_type: 'sshKeyUnknownType',
  malformed: 'sshKeyMalformed',
  rsa_too_short: 'sshKeyRsaTooShort',
} as const;
export const sshKeyProblems = Object.values(sshKeyProblemKeywords);

export const iaasSshKeyLimits = { name: 80, publicKey: 16000 } as const;

/** 'Adicionar chave': the form's fields, checked by the portal before it sends them and by the route. */
export const IaasSshKeyBodySchema = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: iaasSshKeyLimits.name,
      pattern: '^\\S(.*\\S)?$',
      description: 'Unique in the environment (409 iaas_ssh_key_name_taken); no spaces around it.',
    }),
    public_key: Type.String({
      minLength: 1,
      maxLength: iaasSshKeyLimits.publicKey,
      description:
        'One OpenSSH public key line, `<type> <base64> [comment]` as in authorized_keys: ssh-ed25519, ' +
        `ecdsa-sha2-nistp256/384/521, or ssh-rsa of ${sshRsaMinBits} bits or more.`,
    }),
  },
  { additionalProperties: false },
);
export type IaasSshKeyBody = Static<typeof IaasSshKeyBodySchema>;

export const IaasSshKeyParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  sshKeyId: Type.String({ format: 'uuid' }),
});
export type IaasSshKeyParams = Static<typeof IaasSshKeyParamsSchema>;
