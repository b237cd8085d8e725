import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterCardModel, FilterCondition, FilterField } from '../model/filterCard';
import { NativeSelect } from './editorFields';
import { startingCondition } from './filterKinds';

export interface TopNFilterEditorProps {
  card: FilterCardModel;
  /** The fields a Top N may rank by (the dataset's measures). */
  valueFields: readonly FilterField[];
  onChange: (condition: FilterCondition) => void;
  disabled: boolean;
}

/** Top N: 'Mostrar itens' Superior/Inferior, how many, 'Por valor' a measure; applied with 'Aplicar filtro'. */
export function TopNFilterEditor({ card, valueFields, onChange, disabled }: TopNFilterEditorProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'FilterPane' });
  const start =
    card.condition.kind === 'topN' ? card.condition : startingCondition('topN', card.field, valueFields);
  const [operator, setOperator] = useState(start.operator);
  const [count, setCount] = useState(String(start.itemCount));
  const [orderBy, setOrderBy] = useState(start.orderBy);
  const fields = valueFields.some((f) => f.key === orderBy.key) ? valueFields : [orderBy, ...valueFields];
  const itemCount = Number(count);
  const valid = Number.isInteger(itemCount) && itemCount > 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <NativeSelect
          label={t('showItems')}
          value={operator}
          disabled={disabled}
          onChange={(value) => setOperator(value as 'Top' | 'Bottom')}
          options={[
            { value: 'Top', label: t('top') },
            { value: 'Bottom', label: t('bottom') },
          ]}
        />
        <TextField
          size="small"
          type="number"
          label={t('count')}
          value={count}
          disabled={disabled}
          error={!valid}
          onChange={(event) => setCount(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 1, step: 1 } }}
          sx={{ width: 96, flex: 'none', '& .MuiInputBase-input': { fontSize: '0.875rem' } }}
        />
      </Box>
      <NativeSelect
        label={t('byValue')}
        value={orderBy.key}
        disabled={disabled}
        onChange={(key) => setOrderBy(fields.find((f) => f.key === key) ?? orderBy)}
        options={fields.map((f) => ({ value: f.key, label: f.label }))}
      />
      <Button
        variant="outlined"
        size="small"
        disabled={disabled || !valid}
        onClick={() => onChange({ kind: 'topN', operator, itemCount, orderBy })}
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('apply')}
      </Button>
    </Box>
  );
}
