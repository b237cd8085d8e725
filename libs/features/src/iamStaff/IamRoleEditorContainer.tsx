import type { IamRole } from '@nuvem/api-contract';
import { IamRoleCreateBodySchema } from '@nuvem/api-contract/forms';
import { IAM_CATALOGUE, iamEndpoints } from '@nuvem/api-contract/paths';
import { IamRoleEditorDialog } from '@nuvem/ui';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/ApiError';
import { useSchemaForm } from '../forms/useSchemaForm';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useSession } from '../session/useSession';
import { choiceIdsOf, iamFeatureChoicesOf, namesOfChoices } from './iamCatalogueView';
import { useHeldNames, useMenuPlaces } from './useIamStaffData';

interface RoleValues {
  key: string;
  name: string;
  description: string | null;
  scope: 'customer' | 'staff';
  features: string[];
  flags: string[];
}

/** What a role's editor opens on: a new role (perhaps a copy of one), or a role to change. */
export type IamRoleEditing = { mode: 'create'; from?: IamRole } | { mode: 'edit'; role: IamRole };

export interface IamRoleEditorContainerProps {
  editing: IamRoleEditing;
  onClose: () => void;
  /** The API took it: the role as it is now. */
  onSaved: (role: IamRole, created: boolean) => void;
}

/** The catalogue a role may hold: the API's own list (api-contract), no request needed. */
const CATALOGUE = { entries: IAM_CATALOGUE.map((entry) => ({ ...entry, opens: [...entry.opens] })) };

/** The refusals of a role's features or flags as a whole (no error_fields): said on the checklist. */
const SET_REFUSALS: ReadonlySet<string> = new Set([
  'iam_unknown_feature',
  'iam_feature_staff_only',
  'iam_grant_exceeds_own',
]);

const valuesOf = (editing: IamRoleEditing, copyName: (name: string) => string): RoleValues => {
  if (editing.mode === 'edit') {
    const { role } = editing;
    return {
      key: role.key,
      name: role.name,
      description: role.description,
      scope: role.scope,
      features: [...role.features],
      flags: [...role.flags],
    };
  }
  const from = editing.from;
  return from
    ? {
        key: `${from.key}_copia`.slice(0, 63),
        name: copyName(from.name).slice(0, 120),
        description: from.description,
        scope: from.scope,
        features: [...from.features],
        flags: [...from.flags],
      }
    : { key: '', name: '', description: null, scope: 'customer', features: [], flags: [] };
};

/**
 * A role created (POST, also a duplicate) or changed (PATCH) on the API, with an Idempotency-Key per intent,
 * held to the route's schema first; the checklist shows the API's content rules beforehand (no staff-only
 * feature in a customer role, nothing gained that the editor does not hold). The API's refusals land on their
 * field (/key, /name), those of the feature set on the checklist, the rest in the form's alert.
 */
export function IamRoleEditorContainer({ editing, onClose, onSaved }: IamRoleEditorContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iamStaff' });
  const session = useSession();
  const { held } = useHeldNames();
  const places = useMenuPlaces();
  const lastCode = useRef<string>(undefined);
  const defaults = useMemo(() => valuesOf(editing, (name) => t('copyName', { name })), [editing, t]);
  const { submit, busy, alert, text, field, errorsUnder, form } = useSchemaForm<RoleValues, IamRole>({
    schema: IamRoleCreateBodySchema,
    defaultValues: defaults,
    submit: async (values, { idempotencyKey }) => {
      lastCode.current = undefined;
      try {
        if (editing.mode === 'edit')
          return await session.client.call<IamRole>(iamEndpoints.updateRole, {
            params: { roleId: editing.role.role_id },
            body: {
              name: values.name,
              description: values.description,
              features: values.features,
              flags: values.flags,
            },
            idempotencyKey,
          });
        return await session.client.call<IamRole>(iamEndpoints.createRole, { body: values, idempotencyKey });
      } catch (error) {
        lastCode.current = isApiError(error) ? error.code : undefined;
        throw error;
      }
    },
    onSubmitted: (role) => onSaved(role, editing.mode === 'create'),
  });

  const featureNames = field('features').value;
  const flagNames = field('flags').value;
  // Stable while the names are: the long checklist skips the re-renders of each keystroke elsewhere.
  const selected = useMemo(() => choiceIdsOf(featureNames ?? [], flagNames ?? []), [featureNames, flagNames]);
  const { isSubmitted } = form.formState;
  const onSelectedChange = useCallback(
    (ids: string[]) => {
      const names = namesOfChoices(ids);
      form.setValue('features', names.features, { shouldDirty: true, shouldValidate: isSubmitted });
      form.setValue('flags', names.flags, { shouldDirty: true, shouldValidate: isSubmitted });
    },
    [form, isSubmitted],
  );
  const scope = text('scope');
  const original = useMemo(
    () => new Set(editing.mode === 'edit' ? choiceIdsOf(editing.role.features, editing.role.flags) : []),
    [editing],
  );
  const choices = useMemo(
    () =>
      iamFeatureChoicesOf(CATALOGUE, places, {
        scope: scope.value === 'staff' ? 'staff' : 'customer',
        held,
        original,
        reasons: { staffOnly: t('staffOnly'), notHeld: t('notHeld') },
      }),
    [places, scope.value, held, original, t],
  );
  const code = alert ? lastCode.current : undefined;
  const setRefusal = code && SET_REFUSALS.has(code) ? alert : undefined;
  // A taken key is a 409 (useSchemaForm places a 400's fields only): said on the key's field all the same.
  const keyRefusal = code === 'iam_role_key_taken' ? alert : undefined;
  const key = text('key');
  const fieldRefusal = [...errorsUnder('features'), ...errorsUnder('flags')][0]?.message;

  return (
    <IamRoleEditorDialog
      open
      mode={editing.mode}
      roleName={editing.mode === 'edit' ? editing.role.name : undefined}
      builtIn={editing.mode === 'edit' && editing.role.built_in}
      holders={editing.mode === 'edit' ? editing.role.grants : 0}
      key_={keyRefusal ? { ...key, error: keyRefusal } : key}
      name={text('name')}
      description={text('description', { emptyAs: null })}
      scope={scope}
      choices={choices}
      selected={selected}
      onSelectedChange={onSelectedChange}
      selectedError={setRefusal ?? fieldRefusal}
      alert={setRefusal || keyRefusal ? undefined : alert}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
