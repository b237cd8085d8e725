import type {
  UsageTermAcceptance,
  UsageTermAdminList,
  UsageTermAdminVersion,
  UsageTermCurrent,
  UsageTermsOfEnvironment,
  UsageTermVersion,
} from '@nuvem/api-contract';
import { usageTermAdminEndpoints, usageTermEndpoints } from '@nuvem/api-contract/paths';
import type { UsageTermAcceptanceItem, UsageTermItem } from '@nuvem/ui';
import useSWR from 'swr';
import type { CollectionAccessors } from '../collection/applyCollection';
import { useSession } from '../session/useSession';

export const usageTermOf = (term: UsageTermVersion | UsageTermAdminVersion): UsageTermItem => ({
  id: term.id,
  version: term.version,
  title: term.title,
  body: term.body,
  customerCodes: term.customer_codes,
  publishedAt: term.published_at,
  createdAt: term.created_at,
  ...('acceptances' in term ? { acceptances: term.acceptances, publishedBy: term.published_by } : {}),
});

export const usageTermAcceptanceOf = (row: UsageTermAcceptance): UsageTermAcceptanceItem => ({
  id: `${row.version_id}:${row.user_email}`,
  version: row.version,
  userEmail: row.user_email,
  userName: row.user_name,
  acceptedAt: row.accepted_at,
  ip: row.ip,
  userAgent: row.user_agent,
});

export const usageTermAccessors: CollectionAccessors<UsageTermItem> = {
  valueOf: (term, field) =>
    field === 'title' || field === 'publishedAt'
      ? term[field]
      : field === 'version'
        ? (term.version ?? Number.MAX_SAFE_INTEGER)
        : field === 'acceptances'
          ? (term.acceptances ?? 0)
          : null,
  textOf: (term) => [term.title, term.customerCodes.join(' ')].join('\n'),
};

export const usageTermAcceptanceAccessors: CollectionAccessors<UsageTermAcceptanceItem> = {
  valueOf: (row, field) =>
    field === 'userName' || field === 'acceptedAt' || field === 'ip'
      ? row[field]
      : field === 'version'
        ? row.version
        : null,
  textOf: (row) => [row.userName, row.userEmail, row.ip].join('\n'),
};

/** The version the signed-in user must accept (null: none, or accepted). Checked once per sign-in. */
export function useCurrentUsageTerms() {
  const session = useSession();
  const key =
    session.status === 'signedIn' ? ([usageTermEndpoints.current.path, session.epoch] as const) : null;
  return useSWR(key, () => session.client.call<UsageTermCurrent>(usageTermEndpoints.current));
}

/** The terms that apply to the environment and who accepted which. */
export function useUsageTermsOfEnvironment(cloudId: string | undefined, allowed: boolean) {
  const session = useSession();
  const key =
    session.status === 'signedIn' && cloudId && allowed
      ? ([usageTermEndpoints.ofEnvironment.path, session.epoch, cloudId] as const)
      : null;
  return useSWR(key, () =>
    session.client.call<UsageTermsOfEnvironment>(usageTermEndpoints.ofEnvironment, {
      params: { cloudId: cloudId! },
    }),
  );
}

/** Every version, for staff. */
export function useUsageTermsAdmin(allowed: boolean) {
  const session = useSession();
  const key =
    session.status === 'signedIn' && allowed
      ? ([usageTermAdminEndpoints.list.path, session.epoch] as const)
      : null;
  return useSWR(key, () => session.client.call<UsageTermAdminList>(usageTermAdminEndpoints.list));
}
