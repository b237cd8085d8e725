// '@nuvem/api-contract/forms': the request schemas a portal form is checked against before it sends them
// (libs/features useSchemaForm), so the form refuses what the route would, with the same rules. Each is a
// value a client bundles: only the schemas of forms that exist are exported here, and only the lazy screens
// that hold those forms load them (with TypeBox's checker, about 30 KB gzip).
export { preferenceDataSchemas } from './preferences';
export { IaasBudgetNameFormSchema } from './iaas-pricing';
export { IaasNetworkBodySchema, IaasSubnetBodySchema } from './iaas-setup';
export { iaasCidrProblemOf, iaasCidrProblems, iaasCidrPrefix, type IaasCidrProblem } from './iaas-cidr';
export { TicketCreateFormSchema } from './tickets';
export { IaasMachineCreateBodySchema } from './iaas-manager';
export {
  IaasSshKeyBodySchema,
  looksLikeSshPrivateKey,
  sshKeyProblemKeywords,
  sshKeyProblems,
} from './iaas-ssh-keys';
export { IamInviteBodySchema, IamRoleCreateBodySchema } from './iam';
export {
  PasswordChangeFormSchema,
  PasswordResetRequestSchema,
  ProfileUpdateBodySchema,
  SetPasswordFormSchema,
} from './account';
export { InsightsGroupCreateBodySchema } from './insights-admin';
export { ApiTokenBodySchema, DevProjectBodySchema } from './developer';
export {
  VaultKeyRegisterBodySchema,
  VaultKeyRotateBodySchema,
  VaultSecretCreateBodySchema,
  VaultSecretVersionBodySchema,
  isVaultKeyMaterial,
} from './vault';
export { UsageTermDraftBodySchema, UsageTermDraftFormSchema } from './usage-terms';
export { CommercialDecisionBodySchema } from './commercial-events';
export { TssQuotaRequestFormSchema, TssRegisterBodySchema, TssSetQuotaBodySchema } from './tss';
export { MarketplaceOfferFormSchema, MarketplaceOrderBodySchema } from './marketplace';
export { AiAgentSettingsBodySchema } from './ai-agents';
