import { maxImpersonationMinutes, minImpersonationQueryLength } from '@nuvem/api-contract/paths';
import { ImpersonateUsers } from '@nuvem/ui';
import { useImpersonation, type ImpersonationOptions } from './useImpersonation';

/**
 * The top bar's impersonate users (spec §2.7) wired to the API: the picker for staff holding
 * impersonate_users, and while impersonating, whom the portal shows with 'Encerrar'. Nothing for others.
 */
export function ImpersonationContainer(options: ImpersonationOptions) {
  const impersonation = useImpersonation(options);
  const { active } = impersonation;
  if (!active && !impersonation.allowed) return null;
  return (
    <ImpersonateUsers
      impersonating={active ? { name: active.user.fullName, email: active.user.email } : undefined}
      canImpersonate={impersonation.allowed}
      onSearch={impersonation.search}
      results={impersonation.results}
      searching={impersonation.searching}
      searchError={impersonation.searchError}
      minQueryLength={minImpersonationQueryLength}
      maxMinutes={maxImpersonationMinutes}
      onImpersonate={(user) => void impersonation.start(user.id)}
      busy={impersonation.busy}
      startError={impersonation.error}
      onStopImpersonating={() => void impersonation.stop()}
    />
  );
}
