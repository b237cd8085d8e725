// Every error_code the API answers with; the portal has a translation for each (error_code.{code}). Kept apart
// from the schemas so the portal can import the list without them.
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'invalid_credentials',
  'invalid_grant',
  'invalid_api_key',
  'forbidden',
  'not_found',
  'environment_not_found',
  // The environment's topology registry is unavailable: its topology list cannot be read (portal spec §4).
  'topologies_unavailable',
  'method_not_allowed',
  'payload_too_large',
  // A JSON body nested deeper than the API takes (vars: the most levels).
  'body_too_deep',
  'unsupported_media_type',
  'too_many_requests',
  'internal_error',
  'database_unavailable',
  'invalid_stream_hash',
  'stream_not_found',
  'too_many_streams',
  'favorite_email_mismatch',
  'favorite_environment_unknown',
  'favorite_environment_mismatch',
  'favorite_not_found',
  'message_not_found',
  'unknown_preference_namespace',
  'favorites_limit_reached',
  'dashboard_not_found',
  'bi_item_not_found',
  'sso_not_configured',
  'sso_unavailable',
  'invalid_return_to',
  // Analytics (the frame's API, docs/analytics.md): embed tokens, content and data queries.
  'embed_token_expired',
  'embed_token_invalid',
  'analytics_item_not_found',
  'analytics_unknown_field',
  'analytics_query_timeout',
  // A batch of queries reached one of its bounds (queryBatchLimits; vars: the bound), or too many batches of
  // one token or user at once (vars: seconds to wait).
  'analytics_batch_row_limit',
  'analytics_batch_size_limit',
  'analytics_batch_time_limit',
  'analytics_busy',
  // Quick create: a dataset create config the API cannot take (vars: the problem, then its values).
  'analytics_quick_create_invalid',
  // Impersonation (staff see the portal as a user, read-only) and support assist tokens.
  'impersonation_read_only',
  'impersonation_not_allowed',
  'user_not_found',
  'assist_token_not_found',
  // Support tickets: a ticket number unknown in the environment (or in one the user may not see).
  'ticket_not_found',
  // A new ticket about a resource the environment does not hold (vars: its resource_id).
  'ticket_resource_unknown',
  // The user's IaaS account is being cancelled: its resources are not shown (portal spec §6).
  'iaas_cancelling',
  // IaaS budgets: unknown in the environment (or in one the user may not see); a line whose item the region's
  // price list does not have, or an unknown region (vars: the sku or region).
  'iaas_budget_not_found',
  // An IaaS virtual machine unknown in the environment (or in one the user may not see; vars: its resource_id).
  'iaas_machine_not_found',
  // IaaS › Informações: a document unknown in the environment (vars: its id).
  'iaas_document_not_found',
  'iaas_budget_unknown_item',
  'iaas_unknown_region',
  // IaaS › Configuração: a network or subnet unknown in the environment (vars: its id); a block overlapping
  // another of the environment's networks or of the network's subnets (vars: the other's name, its block); a
  // subnet's block outside its network's (vars: the network's block); a network or subnet that machines still
  // use (vars: its name, how many machines); a region not enabled (vars: the region); a default naming what the
  // price list or the environment does not have (vars: the setting, the value).
  'iaas_network_not_found',
  'iaas_subnet_not_found',
  'iaas_cidr_overlap',
  'iaas_cidr_outside_network',
  'iaas_network_in_use',
  'iaas_subnet_in_use',
  'iaas_network_busy',
  'iaas_region_not_enabled',
  'iaas_setting_unknown',
  // A subnet name its network already has (vars: the name).
  'iaas_subnet_name_taken',
  // Customer disaster recovery: the typed confirmation does not match, an unknown pair, a failover already
  // active or not active, an unknown backup, a download link expired or altered.
  'dr_confirmation_mismatch',
  'dr_pair_not_found',
  'dr_already_active',
  'dr_not_active',
  'backup_not_found',
  'backup_link_invalid',
  // Operations (issue 30): an Idempotency-Key sent again with another request; an unknown machine or operation
  // in the environment (vars: its id); an action the machine's state does not allow (vars: the machine; the
  // message names the state); another operation already acting on the machine (vars: the machine); a delete
  // whose typed name does not match (vars: the name); an operation that failed for good.
  'idempotency_key_reused',
  'vm_not_found',
  'operation_not_found',
  'vm_action_not_allowed',
  'operation_in_progress',
  'vm_confirmation_mismatch',
  'operation_failed',
  // Resize, snapshots and restores (issue 30): a size the machine's region does not sell, or its current one
  // (vars: the sku); an unknown snapshot (vars: its id); a snapshot whose machine is gone (vars: the machine);
  // a restore whose typed name does not match (vars: the name).
  'vm_size_unknown',
  'vm_size_unchanged',
  'snapshot_not_found',
  'snapshot_machine_gone',
  'restore_confirmation_mismatch',
  // IaaS › Gerenciador: a create beyond a quota (vars: the quota, its limit, what is used, what was asked); a
  // machine name taken in the environment (vars: the name; error_fields /name); a resource that is not a free
  // volume or IP, or not in the environment (vars: it); a removal whose typed name does not match (vars: it).
  'iaas_quota_exceeded',
  'iaas_name_taken',
  'iaas_resource_not_removable',
  'iaas_resource_not_found',
  'iaas_confirmation_mismatch',
  // Chaves SSH: a private key pasted instead of the public one (never stored); an RSA key under 2048 bits (vars:
  // its bits, the least); a key type not accepted (vars: the type); a key line or blob that does not read as
  // one; a name or a key (its fingerprint) the environment has already (vars: the name; the other key's name);
  // a key unknown in the environment (vars: its id).
  'iaas_ssh_key_private',
  'iaas_ssh_key_rsa_too_short',
  'iaas_ssh_key_unknown_type',
  'iaas_ssh_key_malformed',
  'iaas_ssh_key_name_taken',
  'iaas_ssh_key_duplicate',
  'iaas_ssh_key_not_found',
  // Access (issue 31): a role with a feature or flag the granting user does not hold themselves (vars: it); a
  // change to one's own roles; removing an environment's last administrator (vars: the cloud id); a role of
  // the wrong scope for where it is given, or a staff role for a user who is not staff (vars: the role's key);
  // an unknown role (vars: its id); a built-in role deleted; a role still given deleted (vars: how many
  // grants); a role key taken (vars: the key; error_fields /key); a name the catalogue does not have, or a
  // staff-only feature in a customer role (vars: the name).
  'iam_grant_exceeds_own',
  'iam_own_roles',
  'iam_last_administrator',
  'iam_role_scope_mismatch',
  'iam_role_not_found',
  'iam_role_built_in',
  'iam_role_in_use',
  'iam_role_key_taken',
  'iam_unknown_feature',
  'iam_feature_staff_only',
  // Insights administration (issue 31): an unknown group (vars: its id), a group name taken (vars: the name;
  // error_fields /name), an unknown user, dashboard or BI workspace named in a write (vars: its id), a change
  // that would leave a dashboard with no administrator (vars: the dashboard's name).
  'insights_group_not_found',
  'insights_group_name_taken',
  'insights_user_not_found',
  'insights_dashboard_not_found',
  'insights_workspace_not_found',
  'insights_last_dashboard_admin',
  // One-time links (password reset, invitation): unknown or altered, already used, past their time.
  'account_link_invalid',
  'account_link_used',
  'account_link_expired',
  // The profile: the current password typed is not the user's; a sign-in of theirs unknown (or already ended).
  'password_incorrect',
  'sign_in_not_found',
  // An invitation to an e-mail that already has an account (vars: the e-mail).
  'user_already_exists',
  // An invitation sent again to someone who has already set their password.
  'user_not_invited',
  // Developer studio: an API token unknown (or malformed), past its expiry, revoked (401); a route outside the
  // token's scopes, or one no token may call (403; vars: the method and route); a project or token unknown
  // (vars: its id); a project name the user has already (error_fields /name); an expiry in the past or more
  // than a year ahead (error_fields /expires_at); too many active tokens in a project (vars: the most).
  'api_token_invalid',
  'api_token_expired',
  'api_token_revoked',
  'token_scope',
  'dev_project_not_found',
  'dev_project_name_taken',
  'api_token_not_found',
  'api_token_expiry_invalid',
  'api_token_limit_reached',
  // GET /token called with a sign-in rather than an API token.
  'api_token_required',
  // A list's cursor that the API did not give.
  'invalid_cursor',
  // Cofre and Chaves externas (issue 31): a secret or key unknown in the environment (vars: its id), a secret's
  // version unknown (vars: the version), a name taken (vars: the name; error_fields /name), the typed name not
  // the secret's or key's (vars: the name), key material not 256 bits of base64, the environment's key disabled
  // (reveals and writes refused until it is enabled; vars: the key's name), a key already in the state asked,
  // a stored secret that fails its integrity check (altered: refused, never answered).
  'vault_secret_not_found',
  'vault_secret_version_not_found',
  'vault_secret_name_taken',
  'vault_confirmation_mismatch',
  'vault_key_not_found',
  'vault_key_name_taken',
  'vault_key_material_invalid',
  'vault_key_disabled',
  'vault_key_state_unchanged',
  'vault_secret_unreadable',
  // Termos de aceite and commercial events (issue 32).
  'usage_term_not_found',
  'usage_term_published',
  'commercial_event_not_found',
  'commercial_event_closed',
  'commercial_proposal_not_found',
  'commercial_migration_open',
  'commercial_request_not_found',
  'commercial_request_decided',
  'commercial_reason_required',
  // TSS and contracts (issue 32): a company unknown to the customer code (error_fields /company_id), a customer
  // code of no environment (error_fields /t_code), a company registered already in that environment (vars: the
  // CNPJ; error_fields /cnpj), a contract unknown (vars: its number), a status it cannot move to (vars: from, to).
  'tss_company_not_found',
  'tss_customer_unknown',
  'tss_company_taken',
  'contract_not_found',
  'contract_status_refused',
  // Marketplace (issue 32): an offer unknown (vars: its id), a plan not on sale to this environment (vars: its
  // id; error_fields /plan_id), an offer already in the state asked (vars: the state), an offer published
  // without a plan, or shown to chosen customers without any (vars: what is missing).
  'marketplace_offer_not_found',
  'marketplace_plan_unavailable',
  'marketplace_offer_state_unchanged',
  'marketplace_offer_incomplete',
  // A marketplace.provision step found its purchase no longer where the step before left it (cancelled).
  'marketplace_purchase_not_pending',
  // Marketplace Nuvem (issue 32): an agent the catalogue has not (vars: its slug), an agent already hired in the
  // environment (vars: its name), a hired agent unknown in the environment, one deactivated (its settings stay
  // as they were), a channel the agent does not answer on (error_fields /channel; vars: the channel); staff's
  // project agents: an agent or a customer unknown (vars: the id or code).
  'ai_agent_not_found',
  'ai_agent_already_hired',
  'ai_agent_hire_not_found',
  'ai_agent_hire_inactive',
  'ai_agent_channel_unsupported',
  'project_agent_not_found',
  'sales_customer_not_found',
  // Minha conta (issue 32): a month with no statement (not closed, or before the history); a purchase.
  'store_statement_not_found',
  'purchase_not_found',
  'purchase_not_cancellable',
  // Push alerts on a user's stream (spec §8): an action the user started failed (vars: the action, the cloud id).
  '10002',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
