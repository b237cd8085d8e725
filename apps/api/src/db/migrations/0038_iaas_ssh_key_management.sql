-- Chaves SSH (issue 31): keys are added and deleted from the portal. One key (its fingerprint) is held once per
-- environment, as its name is (0027), so two adds at once of the same key cannot both land; both writes are
-- audited.
CREATE UNIQUE INDEX iaas_ssh_keys_fingerprint ON iaas_ssh_keys (environment_id, fingerprint);
INSERT INTO audit_actions (action) VALUES ('ssh_key.create'), ('ssh_key.delete');
