import type { ApiToken, ApiTokenList, DevProject, DevProjectList } from '@nuvem/api-contract';
import { apiTokenScopeRules, apiTokenScopes, developerEndpoints } from '@nuvem/api-contract/paths';
import type { ApiTokenItem, ApiTokenScopeOption, DevProjectItem } from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { CollectionAccessors } from '../collection/applyCollection';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';

export function devProjectOf(project: DevProject): DevProjectItem {
  return {
    id: project.project_id,
    name: project.name,
    description: project.description,
    cloudIds: project.cloud_ids,
    activeTokens: project.active_tokens,
    updatedAt: project.updated_at,
  };
}

export function apiTokenOf(token: ApiToken): ApiTokenItem {
  return {
    id: token.token_id,
    name: token.name,
    scopes: token.scopes,
    lastFour: token.last_four,
    state: token.state,
    createdAt: token.created_at,
    expiresAt: token.expires_at,
    lastUsedAt: token.last_used_at,
    lastUsedIp: token.last_used_ip,
  };
}

export const devProjectAccessors: CollectionAccessors<DevProjectItem> = {
  valueOf: (project, field) =>
    field === 'name' || field === 'description' || field === 'updatedAt'
      ? project[field]
      : field === 'environments'
        ? project.cloudIds.join(' ')
        : field === 'activeTokens'
          ? String(project.activeTokens).padStart(4, '0')
          : null,
  textOf: (project) => [project.name, project.description, ...project.cloudIds].join('\n'),
};

export const apiTokenAccessors: CollectionAccessors<ApiTokenItem> = {
  valueOf: (token, field) =>
    field === 'name' || field === 'state' || field === 'expiresAt'
      ? token[field]
      : field === 'lastUsedAt'
        ? (token.lastUsedAt ?? '')
        : field === 'scopes'
          ? token.scopes.join(' ')
          : null,
  textOf: (token) => [token.name, token.lastFour, ...token.scopes].join('\n'),
};

/** A scope's i18n key: i18next reads ':' as a namespace separator. */
export const scopeKey = (scope: string) => scope.replace(':', '_');

/**
 * The token form's permissions, from api-contract's scope table (the one the API checks): each scope's label,
 * and what it opens worded from the table itself (methods and routes).
 */
export function useApiTokenScopeOptions(): ApiTokenScopeOption[] {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'developer.scopes' });
  return useMemo(
    () =>
      apiTokenScopes.map((scope) => ({
        value: scope,
        label: t(scopeKey(scope)),
        description: apiTokenScopeRules[scope]
          .map((rule) => `${rule.methods.join(', ')} ${rule.prefix.replace('/api/v1', '')}`)
          .join(' · '),
      })),
    [t],
  );
}

const keyOf = (session: ReturnType<typeof useSession>, allowed: boolean, ...rest: string[]) =>
  session.status === 'signedIn' && allowed ? ([...rest, String(session.epoch)] as const) : null;

/** The developer's projects. */
export function useDevProjects(allowed: boolean) {
  const session = useSession();
  const { data, error, mutate } = useSWR(keyOf(session, allowed, developerEndpoints.projects.path), () =>
    session.client.call<DevProjectList>(developerEndpoints.projects),
  );
  const projects = useMemo(() => data?.projects.map(devProjectOf), [data]);
  return { data, projects, error, mutate };
}

/** One project of the developer's. */
export function useDevProject(projectId: string, allowed: boolean) {
  const session = useSession();
  return useSWR(keyOf(session, allowed, developerEndpoints.project.path, projectId), () =>
    session.client.call<DevProject>(developerEndpoints.project, { params: { projectId } }),
  );
}

/** A project's tokens (never the tokens themselves). */
export function useApiTokens(projectId: string, allowed: boolean) {
  const session = useSession();
  const { data, error, mutate } = useSWR(
    keyOf(session, allowed, developerEndpoints.tokens.path, projectId),
    () => session.client.call<ApiTokenList>(developerEndpoints.tokens, { params: { projectId } }),
  );
  const tokens = useMemo(() => data?.tokens.map(apiTokenOf), [data]);
  return { data, tokens, error, mutate };
}
