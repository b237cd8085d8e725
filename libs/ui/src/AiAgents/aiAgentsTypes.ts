// What Marketplace Nuvem's screens show of an AI agent on offer and of a hired one, in the user's language
// (the container picks it from the API's three).

export type AiAgentChannel = 'portal' | 'whatsapp' | 'email' | 'teams';
export type AiAgentLanguage = 'pt-BR' | 'en' | 'es';

export interface AiAgentItem {
  slug: string;
  name: string;
  summary: string;
  capabilities: readonly string[];
  products: readonly string[];
  /** Integer centavos per month, as the API's decimal string. */
  monthlyPriceCents: string;
  /** Conversations or tasks a month includes. */
  allowance: number;
  allowanceUnit: 'conversations' | 'tasks';
  channels: readonly AiAgentChannel[];
}

export interface AiAgentSettings {
  displayName: string;
  language: AiAgentLanguage;
  channel: AiAgentChannel;
  humanHandoff: boolean;
}

export interface AiAgentHireItem {
  id: string;
  agent: AiAgentItem;
  settings: AiAgentSettings;
  state: 'active' | 'deactivated';
  /** The price copied when hired: what is billed. */
  monthlyPriceCents: string;
  usesThisMonth: number;
  hiredAt: string;
  hiredBy: string;
  lastUsedAt: string | null;
  deactivatedAt: string | null;
}
