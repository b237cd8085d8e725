// IaaS › Gerenciador: a free volume or public IP removed: available → deleting → row gone. Only a resource
// still free and of those kinds moves, so one attached meanwhile is refused, never removed.
import { OperationRefused, type OperationKindDefinition } from './operation-kind';

/** The kinds the manager removes, and only while free. */
export const removableKinds = ['volume', 'public_ip'] as const;

const refused = (targetId: string | null) =>
  new OperationRefused('iaas_resource_not_removable', `The resource ${targetId ?? ''} is no longer free.`);

export const resourceDeleteOperationKind: OperationKindDefinition = {
  kind: 'resource.delete',
  steps: [
    {
      name: 'deleting',
      async apply(tx, operation) {
        const moved = await tx.query(
          `UPDATE iaas_resources SET state = 'deleting'
           WHERE environment_id = $1 AND resource_id = $2 AND kind = ANY($3::text[]) AND state = 'available'
             AND attached_to IS NULL
           RETURNING 1`,
          [operation.environment_id, operation.target_id, removableKinds],
        );
        if (moved.length === 0) throw refused(operation.target_id);
      },
    },
    {
      name: 'deleted',
      async apply(tx, operation) {
        const gone = await tx.query(
          `DELETE FROM iaas_resources WHERE environment_id = $1 AND resource_id = $2 AND state = 'deleting'
           RETURNING 1`,
          [operation.environment_id, operation.target_id],
        );
        if (gone.length === 0) throw refused(operation.target_id);
      },
    },
  ],
};
