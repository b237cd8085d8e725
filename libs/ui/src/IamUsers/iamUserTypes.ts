/** A role as a user-management screen offers it: the ones the administrator may not give say why. */
export interface IamRoleOption {
  id: string;
  name: string;
  description?: string;
  /** Why this administrator may not give or take it (e.g. it holds a feature they don't); absent when they may. */
  refusedReason?: string;
}

/** Where a person stands with the environment: signed in before, or invited and not yet in. */
export type IamUserState = 'active' | 'invited' | 'invite_expired';

/** A person with access to the environment, with the roles they hold on it. */
export interface IamUserItem {
  id: string;
  name: string;
  email: string;
  state: IamUserState;
  roles: readonly { id: string; name: string }[];
  lastSignInAt?: string;
  /** The administrator looking: they change others' access, not their own. */
  isSelf?: boolean;
  /** The environment's last administrator: their access cannot be removed (someone must stay to manage it). */
  lastAdministrator?: boolean;
}
