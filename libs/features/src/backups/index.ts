export * from './backupEntryOf';
export * from './backupKeys';
export * from './useBackupCatalog';
export * from './useRestoreBackup';
export * from './BackupsContainer';
export * from './IaasMachineSnapshotsContainer';
