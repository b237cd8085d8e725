import { backupEntryText, backupEntryValue, type BackupEntry } from '@nuvem/ui';
import type { CollectionAccessors } from '../collection/applyCollection';

/** How the backups list filters, sorts and searches in memory (the catalog comes whole). */
export const backupEntryAccessors: CollectionAccessors<BackupEntry> = {
  valueOf: backupEntryValue,
  textOf: backupEntryText,
};
