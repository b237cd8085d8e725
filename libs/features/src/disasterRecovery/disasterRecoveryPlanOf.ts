import type {
  Backup,
  DisasterRecoveryEvent,
  DisasterRecoveryPair,
  DisasterRecoverySite,
} from '@nuvem/api-contract';
import type {
  BackupItem,
  DisasterRecoveryEventItem,
  DisasterRecoveryPairItem,
  DisasterRecoverySiteItem,
} from '@nuvem/ui';
import { PAAS_BRAND_NAMES } from '../menu/menuConstants';

/** The product's name as the menu shows it; a product the menu does not name keeps the API's. */
export const productLabelOf = (product: string): string =>
  (PAAS_BRAND_NAMES as Record<string, string | undefined>)[product] ?? product;

function siteOf(site: DisasterRecoverySite): DisasterRecoverySiteItem {
  return {
    topologyId: site.topology_id,
    instanceName: site.instance_name,
    provider: site.provider,
    region: site.region,
  };
}

/** A pair of the API as the DR pages show it. */
export function disasterRecoveryPairOf(pair: DisasterRecoveryPair): DisasterRecoveryPairItem {
  return {
    productName: productLabelOf(pair.product),
    origin: siteOf(pair.origin),
    destination: pair.destination ? siteOf(pair.destination) : null,
    failedOver: pair.failed_over,
    failedOverAt: pair.failed_over_at,
    failedOverBy: pair.failed_over_by,
  };
}

/** A history entry of the API as the DR pages show it. */
export function disasterRecoveryEventOf(event: DisasterRecoveryEvent): DisasterRecoveryEventItem {
  return {
    id: event.id,
    kind: event.kind,
    occurredAt: event.occurred_at,
    actor: event.actor,
    topologyIds: event.topology_ids,
  };
}

/** A backup of the API as the backup page lists it. */
export function backupItemOf(backup: Backup): BackupItem {
  return {
    id: backup.backup_id,
    productName: productLabelOf(backup.product),
    topologyId: backup.topology_id,
    kind: backup.kind,
    status: backup.status,
    sizeBytes: backup.size_bytes,
    takenAt: backup.taken_at,
    expiresAt: backup.expires_at,
  };
}
