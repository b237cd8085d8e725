import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import type {
  AdvancedFilterCondition,
  AdvancedFilterOperator,
  FilterCardModel,
  FilterCondition,
} from '../model/filterCard';
import { inputTypeOf, NativeSelect, percentScale, valueOfInput } from './editorFields';
import { advancedOperatorsFor, startingCondition, takesNoValue } from './filterKinds';

export interface AdvancedFilterEditorProps {
  card: FilterCardModel;
  onChange: (condition: FilterCondition) => void;
  disabled: boolean;
}

interface Draft {
  operator: AdvancedFilterOperator | '';
  text: string;
}

const NO_CONDITION = '';

/**
 * Advanced filtering: 'Mostrar itens quando o valor' one condition, And/Or a second, applied with
 * 'Aplicar filtro'. The value is typed as the field holds it (a number, a date or text).
 */
export function AdvancedFilterEditor({ card, onChange, disabled }: AdvancedFilterEditorProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'FilterPane' });
  const groupId = useId();
  const { field } = card;
  const scale = percentScale(field.format);
  const start =
    card.condition.kind === 'advanced' ? card.condition : startingCondition('advanced', field, []);
  const draftOf = (condition: AdvancedFilterCondition | undefined): Draft => ({
    operator: condition?.operator ?? NO_CONDITION,
    text:
      condition?.value === undefined
        ? ''
        : typeof condition.value === 'number'
          ? String(condition.value * scale)
          : String(condition.value),
  });
  const [logical, setLogical] = useState(start.logicalOperator);
  const [drafts, setDrafts] = useState<[Draft, Draft]>([
    draftOf(start.conditions[0]),
    draftOf(start.conditions[1]),
  ]);
  const operators = advancedOperatorsFor(field.format);

  const conditionOf = (draft: Draft): AdvancedFilterCondition | null | undefined => {
    if (draft.operator === NO_CONDITION) return undefined;
    if (takesNoValue(draft.operator)) return { operator: draft.operator };
    const value = valueOfInput(draft.text, field.format);
    if (value === undefined) return null; // incomplete
    return { operator: draft.operator, value: typeof value === 'number' ? value / scale : value };
  };
  const first = conditionOf(drafts[0]);
  const second = conditionOf(drafts[1]);
  const complete = first !== undefined && first !== null && second !== null;

  const edit = (index: 0 | 1, change: Partial<Draft>) =>
    setDrafts((current) => {
      const next: [Draft, Draft] = [current[0], current[1]];
      next[index] = { ...current[index], ...change };
      return next;
    });

  const row = (index: 0 | 1) => {
    const draft = drafts[index];
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <NativeSelect
          label={index === 0 ? t('showItemsWhen') : t('secondCondition')}
          value={draft.operator}
          disabled={disabled}
          onChange={(operator) => edit(index, { operator: operator as Draft['operator'] })}
          options={[
            ...(index === 1 ? [{ value: NO_CONDITION, label: t('noSecondCondition') }] : []),
            ...operators.map((operator) => ({ value: operator, label: t(`operator.${operator}`) })),
          ]}
        />
        {draft.operator !== NO_CONDITION && !takesNoValue(draft.operator) && (
          <TextField
            size="small"
            fullWidth
            label={index === 0 ? t('value') : t('secondValue')}
            type={inputTypeOf(field.format)}
            value={draft.text}
            disabled={disabled}
            onChange={(event) => edit(index, { text: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ '& .MuiInputBase-input': { fontSize: '0.875rem' } }}
          />
        )}
      </Box>
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 0.5 }}>
      {row(0)}
      <RadioGroup
        row
        aria-labelledby={groupId}
        value={logical}
        onChange={(event) => setLogical(event.target.value as 'And' | 'Or')}
      >
        <Box id={groupId} component="span" sx={visuallyHidden}>
          {t('combine')}
        </Box>
        <FormControlLabel value="And" disabled={disabled} control={<Radio size="small" />} label={t('and')} />
        <FormControlLabel value="Or" disabled={disabled} control={<Radio size="small" />} label={t('or')} />
      </RadioGroup>
      {row(1)}
      <Button
        variant="outlined"
        size="small"
        disabled={disabled || !complete}
        onClick={() => {
          if (!first) return;
          onChange({
            kind: 'advanced',
            logicalOperator: logical,
            conditions: second ? [first, second] : [first],
          });
        }}
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('apply')}
      </Button>
    </Box>
  );
}
