import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { IamRoleOption } from './iamUserTypes';

export interface IamRoleChecklistProps {
  label: string;
  roles: readonly IamRoleOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Why the choice is refused (e.g. none chosen, or the API's answer), shown under the list. */
  error?: string;
  disabled?: boolean;
}

/**
 * The roles to give, one checkbox each with what it opens. A role the administrator may not give stays
 * listed, disabled, with the reason: they see what exists and why it is not theirs to grant.
 */
export function IamRoleChecklist({
  label,
  roles,
  selected,
  onChange,
  error,
  disabled,
}: IamRoleChecklistProps) {
  const errorId = useId();
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  return (
    <FormControl
      component="fieldset"
      error={error !== undefined}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      <FormLabel component="legend">{label}</FormLabel>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {roles.map((role) => (
          <FormControlLabel
            key={role.id}
            sx={{ alignItems: 'flex-start' }}
            disabled={role.refusedReason !== undefined}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(role.id)}
                onChange={(event) => toggle(role.id, event.target.checked)}
                sx={{ mt: -0.5 }}
              />
            }
            label={
              <>
                <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 500 }}>
                  {role.name}
                </Typography>
                {(role.refusedReason ?? role.description) && (
                  <Typography
                    component="span"
                    variant="caption"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {role.refusedReason ?? role.description}
                  </Typography>
                )}
              </>
            }
          />
        ))}
      </Stack>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
