-- A budget saved, changed or deleted in IaaS › Calculadora is written to the audit log (before and after).
-- The list of actions stays cumulative (0029's, plus these).
ALTER TABLE audit_events DROP CONSTRAINT audit_events_action_check;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_action_check CHECK (action IN (
  'impersonation.start', 'impersonation.stop', 'assist_token.generate', 'assist_token.verify',
  'disaster_recovery.test_start', 'disaster_recovery.test_end', 'disaster_recovery.activate',
  'disaster_recovery.restore', 'backup.download',
  'vm.start', 'vm.stop', 'vm.restart', 'vm.delete', 'settings.change',
  'network.create', 'network.delete', 'subnet.create', 'subnet.delete', 'iaas_settings.change',
  'vm.create', 'resource.delete',
  'vm.resize', 'vm.snapshot', 'snapshot.restore', 'backup.restore',
  'iaas_document.download', 'ticket.create',
  'budget.create', 'budget.update', 'budget.delete'));
