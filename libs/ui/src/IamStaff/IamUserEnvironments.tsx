import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IamRoleRefItem, IamStaffUserItem } from './iamStaffTypes';

/** Environments shown before '+N ambientes': a user with 40 (bruno) would otherwise make a row pages tall. */
export const IAM_USER_ENVIRONMENTS_SHOWN = 3;

export const IamRoleChips = ({ roles, none }: { roles: readonly IamRoleRefItem[]; none: string }) =>
  roles.length === 0 ? (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {none}
    </Typography>
  ) : (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {roles.map((role) => (
        <Chip key={role.id} size="small" variant="outlined" label={role.name} />
      ))}
    </Stack>
  );

/**
 * A user's roles per environment in the Usuários row: the first few, then a '+N ambientes' button that shows
 * the rest in place (aria-expanded; 'Mostrar menos' folds them back).
 */
export function IamUserEnvironments({ environments }: { environments: IamStaffUserItem['environments'] }) {
  const { t } = useTranslation('ui', { keyPrefix: 'IamStaff.users' });
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (environments.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('none')}
      </Typography>
    );
  const hidden = environments.length - IAM_USER_ENVIRONMENTS_SHOWN;
  const shown = expanded || hidden <= 0 ? environments : environments.slice(0, IAM_USER_ENVIRONMENTS_SHOWN);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack id={listId} spacing={0.5}>
        {shown.map((environment) => (
          <Stack key={environment.cloudId} direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography variant="caption" sx={{ fontWeight: 600, minWidth: 40 }}>
              {environment.cloudId}
            </Typography>
            <IamRoleChips roles={environment.roles} none={t('none')} />
          </Stack>
        ))}
      </Stack>
      {hidden > 0 && (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((now) => !now)}
          sx={{ px: 0.5, minWidth: 0 }}
        >
          {expanded ? t('fewerEnvironments') : t('moreEnvironments', { count: hidden })}
        </Button>
      )}
    </Stack>
  );
}
