export * from './useVault';
export * from './VaultSecretsContainer';
export * from './VaultKeysContainer';
export * from './VaultSecretFormContainer';
export * from './VaultKeyFormContainer';
