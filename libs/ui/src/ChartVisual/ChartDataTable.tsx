import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import type { ValueFormatter } from '../format/useValueFormatter';
import type { ChartModel } from './chartModel';

export interface ChartDataTableProps {
  model: ChartModel;
  formatter: ValueFormatter;
  /** Read by screen readers only (beside the canvas), or shown in the chart's place ('Mostrar como tabela'). */
  hidden?: boolean;
  /** The chart's summary, as the table's caption. */
  caption: string;
}

/**
 * The chart's data as a table: a row per category, a column per series. It is the chart for screen readers
 * (kept beside the canvas, visually hidden) and what 'Mostrar como tabela' shows.
 */
export function ChartDataTable({ model, formatter, hidden = false, caption }: ChartDataTableProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ChartVisual' });
  const captionId = useId();
  const categoryHeaders =
    model.categoryColumns.length > 0 ? model.categoryColumns.map((c) => c.label) : [t('category')];
  const table = (
    <Table size="small" stickyHeader={!hidden} aria-labelledby={captionId}>
      <caption id={captionId} style={visuallyHiddenStyle}>
        {caption}
      </caption>
      <TableHead>
        <TableRow>
          {categoryHeaders.map((label) => (
            <TableCell key={label} component="th" scope="col">
              {label}
            </TableCell>
          ))}
          {model.series.map((series) => (
            <TableCell key={series.id} component="th" scope="col" align="right">
              {series.name}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {model.categories.map((category, index) => (
          <TableRow key={index}>
            {(model.categoryColumns.length > 0 ? model.categoryColumns : [null]).map((column, c) => (
              <TableCell key={c} component={c === 0 ? 'th' : 'td'} scope={c === 0 ? 'row' : undefined}>
                {column ? formatter.format(category.identity[c]?.value ?? null, column.format) : ''}
              </TableCell>
            ))}
            {model.series.map((series) => (
              <TableCell key={series.id} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatter.format(series.values[index] ?? null, series.valueColumn.format)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  if (hidden) return <Box sx={visuallyHidden}>{table}</Box>;
  return (
    // A scrolling region must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
    <Box role="region" aria-label={t('tableLabel')} tabIndex={0} sx={{ height: '100%', overflow: 'auto' }}>
      {table}
    </Box>
  );
}

// The caption is for assistive technology: the container's title already names the visual on screen.
const visuallyHiddenStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
