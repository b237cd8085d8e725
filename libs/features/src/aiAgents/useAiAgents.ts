import type { AiAgent, AiAgentCatalogue, AiAgentHire, AiAgentHireList } from '@nuvem/api-contract';
import { aiAgentEndpoints } from '@nuvem/api-contract/paths';
import type { AiAgentHireItem, AiAgentItem } from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { CollectionAccessors } from '../collection/applyCollection';
import type { SessionSnapshot } from '../session/createSession';
import { useSession } from '../session/useSession';

/** The SWR keys of Marketplace Nuvem, per sign-in (and environment); null when nothing may be asked. */
export const aiAgentKeys = {
  catalogue: (session: SessionSnapshot, allowed: boolean) =>
    session.status === 'signedIn' && allowed
      ? ([aiAgentEndpoints.catalogue.path, session.epoch] as const)
      : null,
  hired: (session: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    session.status === 'signedIn' && cloudId && allowed
      ? ([aiAgentEndpoints.hired.path, session.epoch, cloudId] as const)
      : null,
};

type Language = keyof AiAgent['name'];
const languageOf = (language: string): Language =>
  language === 'en' || language === 'es' ? language : 'pt-BR';

/** An agent in the user's language. */
export const aiAgentOf = (agent: AiAgent, language: string): AiAgentItem => {
  const lang = languageOf(language);
  return {
    slug: agent.slug,
    name: agent.name[lang],
    summary: agent.summary[lang],
    capabilities: agent.capabilities.map((capability) => capability[lang]),
    products: agent.products,
    monthlyPriceCents: agent.monthly_price_cents,
    allowance: agent.allowance,
    allowanceUnit: agent.allowance_unit,
    channels: agent.channels,
  };
};

export const aiAgentHireOf = (hire: AiAgentHire, language: string): AiAgentHireItem => ({
  id: hire.id,
  agent: aiAgentOf(hire.agent, language),
  settings: {
    displayName: hire.settings.display_name,
    language: hire.settings.language,
    channel: hire.settings.channel,
    humanHandoff: hire.settings.human_handoff,
  },
  state: hire.state,
  monthlyPriceCents: hire.monthly_price_cents,
  usesThisMonth: hire.uses_this_month,
  hiredAt: hire.hired_at,
  hiredBy: hire.hired_by,
  lastUsedAt: hire.last_used_at,
  deactivatedAt: hire.deactivated_at,
});

/** How the catalogue filters and sorts in memory. */
export const aiAgentAccessors: CollectionAccessors<AiAgentItem> = {
  valueOf: (agent, field) =>
    field === 'name'
      ? agent.name
      : field === 'products'
        ? agent.products.join(', ')
        : field === 'price'
          ? Number(agent.monthlyPriceCents)
          : field === 'allowance'
            ? agent.allowance
            : null,
  textOf: (agent) => [agent.name, agent.summary, ...agent.products, ...agent.channels].join('\n'),
};

/** How the hired agents filter and sort in memory (active ones first by default). */
export const aiAgentHireAccessors: CollectionAccessors<AiAgentHireItem> = {
  valueOf: (hire, field) =>
    field === 'name'
      ? hire.settings.displayName
      : field === 'state'
        ? hire.state
        : field === 'use'
          ? hire.usesThisMonth
          : field === 'lastUsed'
            ? hire.lastUsedAt
            : field === 'price'
              ? Number(hire.monthlyPriceCents)
              : null,
  textOf: (hire) => [hire.settings.displayName, hire.agent.name, hire.state].join('\n'),
};

/** The AI agents on offer, in the user's language. */
export function useAiAgentCatalogue(allowed: boolean) {
  const session = useSession();
  const { i18n } = useTranslation();
  const { data, error, mutate } = useSWR(aiAgentKeys.catalogue(session, allowed), () =>
    session.client.call<AiAgentCatalogue>(aiAgentEndpoints.catalogue),
  );
  const agents = useMemo(() => data?.agents.map((a) => aiAgentOf(a, i18n.language)), [data, i18n.language]);
  return { agents, data, error, mutate };
}

/** The environment's hired agents (deactivated ones too), in the user's language. */
export function useAiAgentHires(cloudId: string | undefined, allowed: boolean) {
  const session = useSession();
  const { i18n } = useTranslation();
  const { data, error, mutate } = useSWR(aiAgentKeys.hired(session, cloudId, allowed), ([, , id]) =>
    session.client.call<AiAgentHireList>(aiAgentEndpoints.hired, { params: { cloudId: id } }),
  );
  const hires = useMemo(() => data?.hires.map((h) => aiAgentHireOf(h, i18n.language)), [data, i18n.language]);
  return { hires, data, error, mutate };
}
