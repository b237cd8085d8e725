export * from './vaultTypes';
export * from './VaultSecretsList';
export * from './VaultSecretPanel';
export * from './VaultSecretDialog';
export * from './VaultKeysList';
export * from './VaultKeyDialog';
