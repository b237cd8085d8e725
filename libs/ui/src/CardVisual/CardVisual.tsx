import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useValueFormatter } from '../format/useValueFormatter';
import { useRenderedOnce } from '../internal/useRenderedOnce';
import type { VisualData } from '../model/visualData';
import {
  cardShowsCompact,
  cardValueOf,
  LABEL_LINE_HEIGHT,
  LABEL_MIN_HEIGHT,
  LABEL_MIN_SIZE_PX,
  MAX_VALUE_SIZE,
  MIN_VALUE_SIZE,
  TWO_LINE_LABEL_MIN_HEIGHT,
  VALUE_ALONE_HEIGHT_SHARE,
  VALUE_HEIGHT_SHARE,
  VALUE_LINE_HEIGHT,
} from './cardValue';

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
 * container query), so the same card reads well in a small tile and a wide header; in a box too short for
 * both, the label goes and the value takes the height. Nothing is ever cut at the box's edge.
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
          // Half the card's height with the label under it, all of it without: never taller than the box.
          fontSize: `clamp(${MIN_VALUE_SIZE}, min(${VALUE_HEIGHT_SHARE}cqh, 14cqw), ${MAX_VALUE_SIZE})`,
          fontWeight: 500,
          lineHeight: VALUE_LINE_HEIGHT,
          fontVariantNumeric: 'tabular-nums',
          maxWidth: '100%',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          [`@container (max-height: ${LABEL_MIN_HEIGHT - 0.02}px)`]: {
            fontSize: `clamp(${MIN_VALUE_SIZE}, min(${VALUE_ALONE_HEIGHT_SHARE}cqh, 14cqw), ${MAX_VALUE_SIZE})`,
          },
        }}
      >
        {compact ? formatter.compact(value, format) : full}
      </Typography>
      <Typography
        component="p"
        color="text.secondary"
        sx={{
          fontSize: `clamp(${LABEL_MIN_SIZE_PX}px, 9cqh, 1rem)`,
          lineHeight: LABEL_LINE_HEIGHT,
          maxWidth: '100%',
          overflowWrap: 'anywhere',
          // Two lines at most (one in a short card), cut with an ellipsis; gone when there is no room.
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: 2,
          overflow: 'hidden',
          [`@container (max-height: ${TWO_LINE_LABEL_MIN_HEIGHT - 0.02}px)`]: { WebkitLineClamp: 1 },
          [`@container (max-height: ${LABEL_MIN_HEIGHT - 0.02}px)`]: { display: 'none' },
        }}
      >
        {label ?? column?.label}
      </Typography>
    </Box>
  );
}
