// The provider's root key: it seals every key's material, and lives outside the database (DATA_DIR's
// vault-root-key file, written once with keptSecretFile, or VAULT_ROOT_KEY), so the tables alone decrypt
// nothing. The operation worker's re-wrap steps read it from here: buildApp installs the app's config.
import { randomBytes } from 'node:crypto';
import { keptSecretFile } from '../../auth/kept-secret-file';
import { keyBytes } from './envelope-crypto';

const rootKeyFile = 'vault-root-key';

/** The root key from VAULT_ROOT_KEY (base64 of 32 bytes) or DATA_DIR/vault-root-key, created on first use. */
export function loadVaultRootKey(given: string | undefined, dataDir: string): Buffer {
  const text =
    given || keptSecretFile(dataDir, rootKeyFile, () => randomBytes(keyBytes).toString('base64') + '\n');
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== keyBytes)
    throw new Error(`${given ? 'VAULT_ROOT_KEY' : rootKeyFile} must be ${keyBytes} bytes in base64`);
  return key;
}

let installed: Buffer | undefined;

/** The root key this process uses (buildApp installs its config's). */
export function installVaultRootKey(key: Buffer): void {
  installed = key;
}

export function vaultRootKey(): Buffer {
  if (!installed) throw new Error('The vault root key is not installed (buildApp installs it).');
  return installed;
}
