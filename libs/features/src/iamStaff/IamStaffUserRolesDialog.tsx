import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { IamRole } from '@nuvem/api-contract';
import {
  Form,
  FormActions,
  FormAlert,
  IamRoleChecklist,
  type IamRoleOption,
  type IamStaffUserItem,
} from '@nuvem/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { notHeldOf, type HeldNames } from './iamCatalogueView';

/** The roles chosen: staff roles (global) and customer roles per environment (by cloud id). */
export interface IamStaffRoleChoice {
  global: string[];
  environments: Record<string, string[]>;
}

export interface IamStaffUserRolesDialogProps {
  /** Whose roles; closed without one. */
  user: IamStaffUserItem | undefined;
  roles: readonly IamRole[];
  held: HeldNames;
  busy: boolean;
  /** The API's refusal, translated. */
  alert?: string;
  onClose: () => void;
  onSubmit: (user: IamStaffUserItem, chosen: IamStaffRoleChoice) => void;
}

/** A cloud id as the API's path takes it (CloudIdSchema). */
const CLOUD_ID = /^[A-Za-z0-9_-]{1,64}$/;

const idsOf = (roles: readonly { id: string }[]) => roles.map((role) => role.id);

/**
 * A user's roles as staff change them (AWS IAM's user permissions, Google Cloud's principal roles): staff roles
 * held everywhere (to provider staff only), and customer roles on each environment the user holds. A role the
 * viewer may not give or take (a feature of it they do not hold: the API's 403) is listed disabled, with why.
 */
export function IamStaffUserRolesDialog({
  user,
  roles,
  held,
  busy,
  alert,
  onClose,
  onSubmit,
}: IamStaffUserRolesDialogProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iamStaff' });
  const titleId = useId();
  const [chosen, setChosen] = useState<IamStaffRoleChoice>({ global: [], environments: {} });
  const [added, setAdded] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string>();
  useEffect(() => {
    setAdded([]);
    setTyped('');
    setTypedError(undefined);
  }, [user]);
  useEffect(
    () =>
      setChosen({
        global: user ? idsOf(user.globalRoles) : [],
        environments: Object.fromEntries(
          user?.environments.map((environment) => [environment.cloudId, idsOf(environment.roles)]) ?? [],
        ),
      }),
    [user],
  );
  const optionsOf = useMemo(
    () => (scope: 'customer' | 'staff') =>
      roles
        .filter((role) => role.scope === scope)
        .map((role): IamRoleOption => {
          const missing = notHeldOf(role, held);
          return {
            id: role.role_id,
            name: role.name,
            ...(role.description ? { description: role.description } : {}),
            ...(missing ? { refusedReason: t('roleNotHeld', { name: missing }) } : {}),
          };
        }),
    [roles, held, t],
  );
  const shown = [...(user?.environments.map((environment) => environment.cloudId) ?? []), ...added];
  const addEnvironment = () => {
    const cloudId = typed.trim();
    if (!CLOUD_ID.test(cloudId)) return setTypedError(t('userRoles.cloudIdInvalid'));
    if (shown.includes(cloudId)) return setTypedError(t('userRoles.cloudIdListed', { cloudId }));
    setAdded((before) => [...before, cloudId]);
    setTyped('');
    setTypedError(undefined);
  };
  const staffOptions = useMemo(() => optionsOf('staff'), [optionsOf]);
  const customerOptions = useMemo(() => optionsOf('customer'), [optionsOf]);

  return (
    <Dialog
      open={user !== undefined}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId}>{t('userRoles.title', { name: user?.name ?? '' })}</DialogTitle>
      <DialogContent dividers>
        <Form onSubmit={() => user && onSubmit(user, chosen)} busy={busy} aria-labelledby={titleId}>
          <Stack spacing={2.5}>
            <FormAlert message={alert} />
            {user?.kind === 'staff' ? (
              <IamRoleChecklist
                label={t('userRoles.global')}
                roles={staffOptions}
                selected={chosen.global}
                onChange={(global) => setChosen((before) => ({ ...before, global }))}
                disabled={busy}
              />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('userRoles.globalOnlyStaff')}
              </Typography>
            )}
            {user && shown.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('userRoles.noEnvironments')}
              </Typography>
            ) : null}
            {shown.map((cloudId) => (
              <IamRoleChecklist
                key={cloudId}
                label={t('userRoles.environment', { cloudId })}
                roles={customerOptions}
                selected={chosen.environments[cloudId] ?? []}
                onChange={(ids) =>
                  setChosen((before) => ({
                    ...before,
                    environments: { ...before.environments, [cloudId]: ids },
                  }))
                }
                disabled={busy}
              />
            ))}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                size="small"
                label={t('userRoles.addEnvironment')}
                helperText={typedError ?? t('userRoles.addEnvironmentHelp')}
                error={typedError !== undefined}
                value={typed}
                disabled={busy}
                onChange={(event) => setTyped(event.target.value)}
                onKeyDown={(event) => {
                  // Enter adds the environment rather than saving the roles.
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  addEnvironment();
                }}
              />
              <Button variant="outlined" onClick={addEnvironment} disabled={busy}>
                {t('userRoles.add')}
              </Button>
            </Stack>
            <FormActions busy={busy} submitLabel={t('userRoles.submit')} onCancel={onClose} placement="end" />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
