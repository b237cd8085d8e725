import { useCallback } from 'react';
import { useValueFormatter } from '../format/useValueFormatter';
import { ValueCheckList } from '../internal/ValueCheckList';
import { includesValue } from '../internal/valueSelection';
import type { FilterCardModel, FilterCondition } from '../model/filterCard';
import type { VisualCell } from '../model/visualData';

export interface BasicFilterEditorProps {
  card: FilterCardModel;
  onChange: (condition: FilterCondition) => void;
  disabled: boolean;
}

/**
 * Basic filtering: the field's values to check, applied as they are checked (as in Power BI). Nothing
 * checked is no filter. An 'is not' filter shows its complement checked; editing it makes an 'is' filter.
 */
export function BasicFilterEditor({ card, onChange, disabled }: BasicFilterEditorProps) {
  const formatter = useValueFormatter();
  const { condition, field } = card;
  const held = condition.kind === 'basic' ? condition.values : [];
  const values: readonly VisualCell[] = card.availableValues ?? held;
  const selected =
    condition.kind === 'basic' && condition.operator === 'NotIn'
      ? values.filter((value) => !includesValue(held, value))
      : held;
  const labelOf = useCallback(
    (cell: VisualCell) => formatter.format(cell, field.format),
    [formatter, field.format],
  );
  const single = condition.kind === 'basic' && condition.requireSingleSelection === true;
  return (
    <ValueCheckList
      values={values}
      labelOf={labelOf}
      selected={selected}
      singleSelect={single}
      name={field.label}
      disabled={disabled}
      maxHeight={240}
      onChange={(next) =>
        onChange(
          next.length === 0
            ? { kind: 'all' }
            : {
                kind: 'basic',
                operator: 'In',
                values: next,
                ...(single ? { requireSingleSelection: true } : {}),
              },
        )
      }
    />
  );
}
