import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useValueFormatter } from '../format/useValueFormatter';
import { useRenderedOnce } from '../internal/useRenderedOnce';
import type { VisualData } from '../model/visualData';
import { cardShowsCompact, cardValueOf } from './cardValue';

export interface CardVisualProps {
  /** The card's answer: its first value column, first row (no row reads '(Em branco)'). */
  data: VisualData;
  /** The caption under the value; the value column's label when omitted. */
  label?: string;
  /**
   * 'auto' writes numbers from a million up short ('R$ 1,2 mi', the full value in the tooltip), as Power
   * BI's Auto display units; 'none' always writes the whole value.
   */
  displayUnits?: 'auto' | 'none';
  /** The value is on screen; called once per `data`. */
  onRendered?: () => void;
}

/**
 * Power BI's card: one big value with its label under it. The value's size follows the card's box (a
 * container query), so the same card reads well in a small tile and a wide header.
 */
export function CardVisual({ data, label, displayUnits = 'auto', onRendered }: CardVisualProps) {
  const formatter = useValueFormatter();
  const { column, value } = cardValueOf(data);
  const format = column?.format ?? 'text';
  const full = formatter.format(value, format);
  const compact = displayUnits === 'auto' && cardShowsCompact(value, column);
  useRenderedOnce(data, onRendered);
  return (
    <Box
      sx={{
        containerType: 'size',
        width: '100%',
        height: '100%',
        minHeight: 64,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        overflow: 'hidden',
        px: 1,
      }}
    >
      <Typography
        component="p"
        title={compact ? full : undefined}
        sx={{
          fontSize: 'clamp(1.25rem, min(34cqh, 14cqw), 3.75rem)',
          fontWeight: 500,
          lineHeight: 1.15,
          fontVariantNumeric: 'tabular-nums',
          maxWidth: '100%',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {compact ? formatter.compact(value, format) : full}
      </Typography>
      <Typography
        component="p"
        color="text.secondary"
        sx={{ fontSize: 'clamp(0.75rem, 9cqh, 1rem)', maxWidth: '100%', overflowWrap: 'anywhere' }}
      >
        {label ?? column?.label}
      </Typography>
    </Box>
  );
}
