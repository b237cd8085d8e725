// Marketplace Nuvem and the sales tree at run time (the portal imports them through paths): the names the API
// checks and the portal's routes and menu read, and the settings' choices.

/** The feature flag that opens Marketplace Nuvem (AI agents, my agents), as the menu reads it (spec §6). */
export const aiAgentsFlag = 'enable_marketplace';
/** Staff's sales tree: sales history and project agents (/admin/sales-history, /admin/project-agents). */
export const salesTreeFeature = 'sales_tree';

/** The languages a hired agent may answer in. */
export const aiAgentLanguages = ['pt-BR', 'en', 'es'] as const;
export type AiAgentLanguage = (typeof aiAgentLanguages)[number];
/** The channels an agent may answer on (the catalogue says which each one supports). */
export const aiAgentChannels = ['portal', 'whatsapp', 'email', 'teams'] as const;
export type AiAgentChannel = (typeof aiAgentChannels)[number];
/** What an agent's monthly allowance counts. */
export const aiAgentAllowanceUnits = ['conversations', 'tasks'] as const;
export type AiAgentAllowanceUnit = (typeof aiAgentAllowanceUnits)[number];
export const aiAgentHireStates = ['active', 'deactivated'] as const;

/** What sold a purchase (migration 0044), as the sales history filters it. */
export const salesPurchaseSources = ['marketplace', 'ai_agent', 'tss'] as const;
export type SalesPurchaseSource = (typeof salesPurchaseSources)[number];
export const salesPurchaseStates = ['pending', 'provisioning', 'active', 'cancelled', 'failed'] as const;
export const projectAgentRoles = ['sales', 'project'] as const;
