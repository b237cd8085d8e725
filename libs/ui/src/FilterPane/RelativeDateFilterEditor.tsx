import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  FilterCardModel,
  FilterCondition,
  RelativeDateOperator,
  RelativeDateUnit,
} from '../model/filterCard';
import { NativeSelect } from './editorFields';
import { RELATIVE_DATE_UNITS, startingCondition } from './filterKinds';

export interface RelativeDateFilterEditorProps {
  card: FilterCardModel;
  onChange: (condition: FilterCondition) => void;
  disabled: boolean;
}

/**
 * Relative date: 'Nos últimos' / 'Neste' / 'Nos próximos', how many (not for 'Neste'), the unit (plain or
 * calendar), 'Incluir hoje'; applied with 'Aplicar filtro'.
 */
export function RelativeDateFilterEditor({ card, onChange, disabled }: RelativeDateFilterEditorProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'FilterPane' });
  const start =
    card.condition.kind === 'relativeDate'
      ? card.condition
      : startingCondition('relativeDate', card.field, []);
  const [operator, setOperator] = useState(start.operator);
  const [count, setCount] = useState(String(start.timeUnitsCount));
  const [unit, setUnit] = useState(start.timeUnit);
  const [includeToday, setIncludeToday] = useState(start.includeToday);
  const timeUnitsCount = operator === 'InThis' ? 0 : Number(count);
  const valid = operator === 'InThis' || (Number.isInteger(timeUnitsCount) && timeUnitsCount > 0);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <NativeSelect
          label={t('relativeOperator')}
          value={operator}
          disabled={disabled}
          onChange={(value) => setOperator(value as RelativeDateOperator)}
          options={(['InLast', 'InThis', 'InNext'] as const).map((value) => ({
            value,
            label: t(`relativeOperatorName.${value}`),
          }))}
        />
        {operator !== 'InThis' && (
          <TextField
            size="small"
            type="number"
            label={t('relativeCount')}
            value={count}
            disabled={disabled}
            error={!valid}
            onChange={(event) => setCount(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 1, step: 1 } }}
            sx={{ width: 96, flex: 'none', '& .MuiInputBase-input': { fontSize: '0.875rem' } }}
          />
        )}
      </Box>
      <NativeSelect
        label={t('relativeUnit')}
        value={unit}
        disabled={disabled}
        onChange={(value) => setUnit(value as RelativeDateUnit)}
        options={RELATIVE_DATE_UNITS.map((value) => ({ value, label: t(`unit.${value}`) }))}
      />
      {operator !== 'InThis' && (
        <FormControlLabel
          disabled={disabled}
          control={
            <Checkbox
              size="small"
              checked={includeToday}
              onChange={(event) => setIncludeToday(event.target.checked)}
            />
          }
          label={t('includeToday')}
          slotProps={{ typography: { variant: 'body2' } }}
        />
      )}
      <Button
        variant="outlined"
        size="small"
        disabled={disabled || !valid}
        onClick={() =>
          onChange({
            kind: 'relativeDate',
            operator,
            timeUnitsCount,
            timeUnit: unit,
            includeToday: operator === 'InThis' ? false : includeToday,
          })
        }
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('apply')}
      </Button>
    </Box>
  );
}
