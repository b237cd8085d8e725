// Restoring from the /backups page (issue 30), as operations: a topology backup (backup.restore, needs
// dr_restoration as the DR restoration, spec §6) or a VM snapshot to its machine (snapshot.restore, an IaaS
// write: the IaaS permission, refused while the IaaS account is cancelling). Either asks the backup's name
// typed (400 restore_confirmation_mismatch), and is one operation per Idempotency-Key.
import { disasterRecoveryFeatures, type RestoreBody } from '@nuvem/api-contract';
import { environmentOf, requireFeature } from '../../auth/access';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import { findUserById } from '../me/users-repository';
import { snapshotRestoreAllowedFrom } from '../operations/operation-kinds/restore-operation-kinds';
import { askOperation, lockVm, refuseWhileBusy, type AskedOperation } from '../operations/operations-service';
import type { EventBus } from '../streams/event-bus';
import { iaasEnvironmentOf } from '../iaas/iaas-resources-service';
import type { Principal } from '../session/session-service';
import { backupNotFound } from '../disaster-recovery/backups-service';
import { lockBackup, lockSnapshot } from './snapshots-repository';

const mismatch = (name: string) =>
  new ApiError(
    400,
    'restore_confirmation_mismatch',
    `Type the backup's name, ${name}, to restore it.`,
    [name],
    [{ in: 'body', path: '/confirmation', keyword: 'const' }],
  );

const snapshotNotFound = (snapshotId: string) =>
  new ApiError(404, 'snapshot_not_found', `No snapshot ${snapshotId} in this environment.`, [snapshotId]);

export async function requestBackupRestore(
  db: Database,
  bus: EventBus,
  principal: Principal,
  cloudId: string,
  backupId: string,
  body: RestoreBody,
  idempotencyKey: string,
): Promise<AskedOperation> {
  await requireFeature(db, principal, disasterRecoveryFeatures.restoration);
  const environment = await environmentOf(db, principal, cloudId);
  const user = await findUserById(db, principal.userId);
  return askOperation(db, bus, principal, user?.email ?? principal.userId, environment.id, idempotencyKey, {
    kind: 'backup.restore',
    targetId: backupId,
    identity: [body.confirmation],
    lock: (tx) => lockBackup(tx, environment.id, backupId),
    async prepare(tx, backup) {
      if (!backup || backup.status !== 'completed') throw backupNotFound(backupId);
      if (body.confirmation !== backup.backup_id) throw mismatch(backup.backup_id);
      await refuseWhileBusy(tx, environment.id, backupId);
      const before = { backup_id: backup.backup_id, restore: null };
      return { request: { backup_id: backup.backup_id, topology_id: backup.topology_id, before }, before };
    },
  });
}

export async function requestSnapshotRestore(
  db: Database,
  bus: EventBus,
  principal: Principal,
  cloudId: string,
  snapshotId: string,
  body: RestoreBody,
  idempotencyKey: string,
): Promise<AskedOperation> {
  const environment = await iaasEnvironmentOf(db, principal, cloudId);
  const user = await findUserById(db, principal.userId);
  return askOperation(db, bus, principal, user?.email ?? principal.userId, environment.id, idempotencyKey, {
    kind: 'snapshot.restore',
    targetId: snapshotId,
    identity: [body.confirmation],
    // The snapshot, then its machine: a restore waits for any other request on that machine.
    async lock(tx) {
      const snapshot = await lockSnapshot(tx, environment.id, snapshotId);
      return { snapshot, vm: snapshot && (await lockVm(tx, environment.id, snapshot.resource_id)) };
    },
    async prepare(tx, { snapshot, vm }) {
      if (!snapshot || snapshot.state !== 'available') throw snapshotNotFound(snapshotId);
      if (body.confirmation !== snapshot.name) throw mismatch(snapshot.name);
      if (!vm)
        throw new ApiError(
          409,
          'snapshot_machine_gone',
          `The machine ${snapshot.resource_id} of this snapshot is gone: there is nothing to restore to.`,
          [snapshot.resource_id],
        );
      await refuseWhileBusy(tx, environment.id, snapshot.resource_id);
      if (!(snapshotRestoreAllowedFrom as readonly string[]).includes(vm.state))
        throw new ApiError(
          409,
          'vm_action_not_allowed',
          `The machine ${snapshot.resource_id} is ${vm.state}: it cannot be restored now.`,
          [snapshot.resource_id],
        );
      const before = { state: vm.state, snapshot_id: null };
      return {
        request: { snapshot_id: snapshotId, from_state: vm.state, before },
        before,
        targetId: snapshot.resource_id,
      };
    },
  });
}
