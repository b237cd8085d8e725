import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaginatedParameterChoice } from './PaginatedReportView';

export interface ParameterBarProps {
  parameters: readonly PaginatedParameterChoice[];
  /** 'Exibir relatório': the keys chosen for each parameter, by name. */
  onApply(values: Record<string, string[]>): void;
}

/**
 * The report's parameters, each a select (several values for a multi-value one; '(Todos)' is none, which
 * keeps every value), applied together with 'Exibir relatório'.
 */
export function ParameterBar({ parameters, onApply }: ParameterBarProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'PaginatedReportView' });
  const [draft, setDraft] = useState<Record<string, string[]>>({});
  const chosen = (parameter: PaginatedParameterChoice) => draft[parameter.name] ?? [...parameter.selected];
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(parameters.map((parameter) => [parameter.name, chosen(parameter)])));
    setDraft({});
  };
  return (
    <Box
      component="form"
      aria-label={t('parameters')}
      onSubmit={apply}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        p: 1.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {parameters.map((parameter) => (
        <TextField
          key={parameter.name}
          select
          size="small"
          label={parameter.label}
          value={parameter.multiple ? chosen(parameter) : (chosen(parameter)[0] ?? '')}
          onChange={(event) => {
            const value = event.target.value as string | string[];
            const list = Array.isArray(value)
              ? value.filter((key) => key !== '')
              : value === ''
                ? []
                : [value];
            setDraft((current) => ({ ...current, [parameter.name]: list }));
          }}
          slotProps={{
            select: {
              multiple: parameter.multiple,
              displayEmpty: true,
              renderValue: (value) => {
                const keys = Array.isArray(value) ? value : value === '' ? [] : [value as string];
                if (keys.length === 0) return t('all');
                return keys
                  .map((key) => parameter.options.find((o) => o.key === key)?.label ?? key)
                  .join(', ');
              },
            },
            inputLabel: { shrink: true },
          }}
          sx={{ minWidth: 200, maxWidth: 360 }}
        >
          {!parameter.multiple && <MenuItem value="">{t('all')}</MenuItem>}
          {parameter.options.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <Button type="submit" variant="contained">
        {t('view')}
      </Button>
    </Box>
  );
}
