-- IaaS › Configuração: networks and subnets are made and deleted as operations (network.create, network.delete,
-- subnet.create, subnet.delete). A network (iaas_resources) already has the states it goes through
-- (provisioning → available, available → deleting → row gone); a subnet gets the same, so its row shows what
-- its operation is doing. The operations' kinds and the audit actions need no change: operations.kind is free
-- text and the audit action list has named these four since 0026.
ALTER TABLE iaas_subnets ADD COLUMN state text NOT NULL DEFAULT 'available'
  CHECK (state IN ('provisioning', 'available', 'deleting'));
