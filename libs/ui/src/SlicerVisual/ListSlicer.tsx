import Box from '@mui/material/Box';
import { useCallback, useId, useMemo } from 'react';
import { useValueFormatter } from '../format/useValueFormatter';
import { ValueCheckList } from '../internal/ValueCheckList';
import type { VisualCell, VisualData } from '../model/visualData';
import { ListSlicerDropdown } from './ListSlicerDropdown';
import { SlicerHeader } from './SlicerHeader';
import { slicerColumnIndex, slicerValues } from './slicerRules';

export interface ListSlicerProps {
  data: VisualData;
  title: string;
  value: readonly VisualCell[];
  onChange: (values: VisualCell[]) => void;
  singleSelect: boolean;
  /** The dropdown on one line rather than the list of checkboxes. */
  compact: boolean;
}

/**
 * The list slicer: its header, then a checkbox per value ('Selecionar tudo' on top), or radios; compact, a
 * dropdown that opens them.
 */
export function ListSlicer({ data, title, value, onChange, singleSelect, compact }: ListSlicerProps) {
  const formatter = useValueFormatter();
  const titleId = useId();
  const format = data.columns[slicerColumnIndex(data)]?.format ?? 'text';
  const values = useMemo(() => slicerValues(data), [data]);
  const labelOf = useCallback((cell: VisualCell) => formatter.format(cell, format), [formatter, format]);
  if (compact)
    return (
      <ListSlicerDropdown
        title={title}
        values={values}
        labelOf={labelOf}
        value={value}
        onChange={onChange}
        singleSelect={singleSelect}
      />
    );
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, gap: 0.5 }}
    >
      <SlicerHeader id={titleId} title={title} canClear={value.length > 0} onClear={() => onChange([])} />
      <ValueCheckList
        values={values}
        labelOf={labelOf}
        selected={value}
        onChange={onChange}
        singleSelect={singleSelect}
        name={title}
      />
    </Box>
  );
}
