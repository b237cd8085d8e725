import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValueFormatter } from '../format/useValueFormatter';
import type { SlicerDateRange } from '../model/slicerValue';
import type { VisualData } from '../model/visualData';
import { SlicerHeader } from './SlicerHeader';
import { dateExtent, dayOf, isoOfDay } from './slicerRules';

export interface DateRangeSlicerProps {
  data: VisualData;
  title: string;
  value: SlicerDateRange;
  onChange: (range: SlicerDateRange) => void;
}

/**
 * Power BI's 'Entre' date slicer: two date fields and a two-thumb slider over the days from the data's
 * first to its last date. The fields take a typed date; the slider answers the arrows (a day a step).
 */
export function DateRangeSlicer({ data, title, value, onChange }: DateRangeSlicerProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'SlicerVisual' });
  const formatter = useValueFormatter();
  const titleId = useId();
  const errorId = useId();
  const extent = dateExtent(data);
  const min = dayOf(extent?.min) ?? 0;
  const max = dayOf(extent?.max) ?? 0;
  // The fields hold what is typed; a range whose start is after its end is shown, not reported.
  const [draft, setDraft] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    setDraft(value);
  }
  const from = dayOf(draft.from) ?? min;
  const to = dayOf(draft.to) ?? max;
  const invalid = draft.from !== null && draft.to !== null && from > to;
  // While a thumb is dragged the slider shows it; the range is reported once it is let go.
  const [dragging, setDragging] = useState<[number, number] | null>(null);
  const shown = dragging ?? (invalid ? [min, max] : [from, to]);

  const edit = (next: SlicerDateRange) => {
    setDraft(next);
    const a = dayOf(next.from);
    const b = dayOf(next.to);
    if (a === null || b === null || a <= b) onChange(next);
  };

  const field = (which: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={t(which)}
      value={draft[which] ?? ''}
      error={invalid}
      onChange={(event) => edit({ ...draft, [which]: event.target.value === '' ? null : event.target.value })}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          min: extent?.min,
          max: extent?.max,
          'aria-describedby': invalid ? errorId : undefined,
        },
      }}
      // The browser's own date picker icon follows the theme.
      sx={(theme) => ({ flex: '1 1 140px', minWidth: 0, '& input': { colorScheme: theme.palette.mode } })}
    />
  );

  return (
    <Box role="group" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <SlicerHeader
        id={titleId}
        title={title}
        canClear={draft.from !== null || draft.to !== null}
        onClear={() => edit({ from: null, to: null })}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {field('from')}
        {field('to')}
      </Box>
      {invalid && (
        <Typography id={errorId} variant="caption" color="error">
          {t('invalidRange')}
        </Typography>
      )}
      {extent && (
        <Box sx={{ px: 1.25 }}>
          <Slider
            size="small"
            min={min}
            max={max}
            step={1}
            value={shown}
            disableSwap
            getAriaLabel={(index) => (index === 0 ? t('from') : t('to'))}
            getAriaValueText={(day) => formatter.format(isoOfDay(day), 'date')}
            valueLabelDisplay="off"
            onChange={(_, next) => setDragging(next as [number, number])}
            onChangeCommitted={(_, next) => {
              setDragging(null);
              const [a, b] = next as [number, number];
              edit({ from: isoOfDay(a), to: isoOfDay(b) });
            }}
          />
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              typography: 'caption',
              color: 'text.secondary',
            }}
          >
            <span>{formatter.format(extent.min, 'date')}</span>
            <span>{formatter.format(extent.max, 'date')}</span>
          </Box>
        </Box>
      )}
    </Box>
  );
}
