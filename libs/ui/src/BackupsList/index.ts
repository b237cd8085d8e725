export * from './BackupsList';
export * from './backupsListModel';
