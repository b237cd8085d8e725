import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IamFeatureChoice } from './iamStaffTypes';

export interface IamFeatureChecklistProps {
  choices: readonly IamFeatureChoice[];
  /** Ids (`${kind}:${name}`) checked. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Why the set is refused (the API's answer on features or flags), said under the list. */
  error?: string;
  disabled?: boolean;
}

interface Group {
  title: string;
  choices: IamFeatureChoice[];
}

/**
 * A role's features and flags as a checklist (Google Cloud's custom-role permission picker): grouped by the
 * menu section each opens, flags apart, with a search over name and what it opens. A choice the editor may
 * not add stays listed, disabled, with why; one the role holds already can always be taken away (and still
 * says why it may not stay, e.g. a staff-only feature in a customer role).
 */
export const IamFeatureChecklist = memo(function IamFeatureChecklist({
  choices,
  selected,
  onChange,
  error,
  disabled,
}: IamFeatureChecklistProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IamStaff.checklist' });
  const errorId = useId();
  const [query, setQuery] = useState('');
  const groups = useMemo((): Group[] => {
    const needle = query.trim().toLowerCase();
    const byTitle = new Map<string, IamFeatureChoice[]>();
    for (const choice of choices) {
      if (needle && !`${choice.name} ${choice.opens ?? ''}`.toLowerCase().includes(needle)) continue;
      const title = choice.kind === 'flag' ? t('flags') : choice.area || t('otherArea');
      byTitle.set(title, [...(byTitle.get(title) ?? []), choice]);
    }
    return [...byTitle].map(([title, list]) => ({ title, choices: list }));
  }, [choices, query, t]);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id));

  return (
    <FormControl
      component="fieldset"
      error={error !== undefined}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      sx={{ width: '100%' }}
    >
      <FormLabel component="legend">{t('label')}</FormLabel>
      <Typography variant="caption" sx={{ color: 'text.secondary' }} role="status">
        {t('selected', { count: selected.length })}
      </Typography>
      <TextField
        size="small"
        type="search"
        label={t('search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ my: 1 }}
        fullWidth
      />
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
      {groups.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('noMatch')}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {groups.map((group) => (
            <Stack key={group.title} component="section" aria-label={group.title} spacing={0.25}>
              <Typography variant="subtitle2" component="h3">
                {group.title}
              </Typography>
              {group.choices.map((choice) => {
                const checked = selected.includes(choice.id);
                return (
                  <FormControlLabel
                    key={choice.id}
                    sx={{ alignItems: 'flex-start' }}
                    disabled={!checked && choice.refusedReason !== undefined}
                    control={
                      <Checkbox
                        size="small"
                        checked={checked}
                        onChange={(event) => toggle(choice.id, event.target.checked)}
                        sx={{ mt: -0.5 }}
                      />
                    }
                    label={
                      <>
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all' }}
                        >
                          {choice.name}
                        </Typography>
                        {(choice.refusedReason ?? choice.opens) && (
                          <Typography
                            component="span"
                            variant="caption"
                            sx={{ display: 'block', color: 'text.secondary' }}
                          >
                            {choice.refusedReason ?? choice.opens}
                          </Typography>
                        )}
                      </>
                    }
                  />
                );
              })}
            </Stack>
          ))}
        </Stack>
      )}
    </FormControl>
  );
});
