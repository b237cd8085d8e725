-- The audited actions become rows of a table the log refers to, instead of one CHECK list each migration had to
-- copy whole: a migration that audits something new now only inserts its actions (and two branches adding
-- actions at once no longer drop each other's). The audit screen also reads its action filter from here.
CREATE TABLE audit_actions (
  action text PRIMARY KEY CHECK (action ~ '^[a-z_]+\.[a-z_]+$')
);
INSERT INTO audit_actions (action) VALUES
  ('impersonation.start'), ('impersonation.stop'), ('assist_token.generate'), ('assist_token.verify'),
  ('disaster_recovery.test_start'), ('disaster_recovery.test_end'), ('disaster_recovery.activate'),
  ('disaster_recovery.restore'), ('backup.download'),
  ('vm.start'), ('vm.stop'), ('vm.restart'), ('vm.delete'), ('settings.change'),
  ('network.create'), ('network.delete'), ('subnet.create'), ('subnet.delete'), ('iaas_settings.change'),
  ('vm.create'), ('resource.delete'),
  ('vm.resize'), ('vm.snapshot'), ('snapshot.restore'), ('backup.restore'),
  ('iaas_document.download'), ('ticket.create'),
  ('budget.create'), ('budget.update'), ('budget.delete');
ALTER TABLE audit_events DROP CONSTRAINT audit_events_action_check;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_action_fkey FOREIGN KEY (action) REFERENCES audit_actions (action);
