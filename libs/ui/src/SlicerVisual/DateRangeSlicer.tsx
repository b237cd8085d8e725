import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Popover from '@mui/material/Popover';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { useValueFormatter } from '../format/useValueFormatter';
import type { SlicerDateRange } from '../model/slicerValue';
import type { VisualData } from '../model/visualData';
import { SlicerField } from './SlicerField';
import { SlicerClearButton, SlicerSummaryButton } from './SlicerFieldControls';
import { SlicerHeader } from './SlicerHeader';
import { dateExtent, dayOf, isoOfDay } from './slicerRules';

export interface DateRangeSlicerProps {
  data: VisualData;
  title: string;
  value: SlicerDateRange;
  onChange: (range: SlicerDateRange) => void;
  /**
   * 'expanded': the header, the two fields and the slider. 'inline': the two dates on one outlined line (a
   * short box). 'dropdown': one line saying the range, which opens the fields and the slider (a short box
   * too narrow for two dates).
   */
  layout: 'expanded' | 'inline' | 'dropdown';
}

/**
 * Power BI's 'Entre' date slicer: two date fields and a two-thumb slider over the days from the data's
 * first to its last date. The fields take a typed date; the slider answers the arrows (a day a step).
 * Compact, the two dates share one outlined line named by the title (an open end showing the data's first
 * or last day), or, narrower, that line says the range and opens the fields.
 */
export function DateRangeSlicer({ data, title, value, onChange, layout }: DateRangeSlicerProps) {
  const titleId = useId();
  const extent = dateExtent(data);
  // The fields hold what is typed; a range whose start is after its end is shown, not reported.
  const [draft, setDraft] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    setDraft(value);
  }
  const min = dayOf(extent?.min) ?? 0;
  const max = dayOf(extent?.max) ?? 0;
  const invalid =
    draft.from !== null && draft.to !== null && (dayOf(draft.from) ?? min) > (dayOf(draft.to) ?? max);

  const edit = (next: SlicerDateRange) => {
    setDraft(next);
    const a = dayOf(next.from);
    const b = dayOf(next.to);
    if (a === null || b === null || a <= b) onChange(next);
  };
  const canClear = draft.from !== null || draft.to !== null;

  if (layout === 'inline')
    return (
      <CompactDateRange
        title={title}
        draft={draft}
        extent={extent}
        invalid={invalid}
        onEdit={edit}
        resetKey={seenValue}
      />
    );
  const controls = <DateRangeControls draft={draft} extent={extent} invalid={invalid} onEdit={edit} />;
  if (layout === 'dropdown')
    return (
      <DateRangeDropdown title={title} draft={draft} extent={extent} invalid={invalid} onEdit={edit}>
        {controls}
      </DateRangeDropdown>
    );
  return (
    <Box role="group" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <SlicerHeader
        id={titleId}
        title={title}
        canClear={canClear}
        onClear={() => edit({ from: null, to: null })}
      />
      {controls}
    </Box>
  );
}

interface DateRangeControlsProps {
  draft: SlicerDateRange;
  extent: { min: string; max: string } | null;
  invalid: boolean;
  onEdit: (range: SlicerDateRange) => void;
}

/** The two labelled date fields, the error of a reversed range, and the slider over the data's days. */
function DateRangeControls({ draft, extent, invalid, onEdit }: DateRangeControlsProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'SlicerVisual' });
  const formatter = useValueFormatter();
  const errorId = useId();
  const min = dayOf(extent?.min) ?? 0;
  const max = dayOf(extent?.max) ?? 0;
  const from = dayOf(draft.from) ?? min;
  const to = dayOf(draft.to) ?? max;
  // While a thumb is dragged the slider shows it; the range is reported once it is let go.
  const [dragging, setDragging] = useState<[number, number] | null>(null);
  const shown = dragging ?? (invalid ? [min, max] : [from, to]);

  const field = (which: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={t(which)}
      value={draft[which] ?? ''}
      error={invalid}
      onChange={(event) =>
        onEdit({ ...draft, [which]: event.target.value === '' ? null : event.target.value })
      }
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
    <>
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
              onEdit({ from: isoOfDay(a), to: isoOfDay(b) });
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
    </>
  );
}

interface DateRangeDropdownProps {
  title: string;
  draft: SlicerDateRange;
  extent: { min: string; max: string } | null;
  invalid: boolean;
  onEdit: (range: SlicerDateRange) => void;
  /** The fields and the slider, shown when it opens. */
  children: ReactNode;
}

/** The open range's width: its two fields side by side. */
const DATE_DROPDOWN_WIDTH = 320;

/**
 * The narrowest date range: 'Data [01/11/24 – 23/11/26 ▾]', a button that opens the two fields and the slider
 * (focus on the first field; Escape closes and returns to the button).
 */
function DateRangeDropdown({ title, draft, extent, invalid, onEdit, children }: DateRangeDropdownProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'SlicerVisual' });
  const formatter = useValueFormatter();
  const titleId = useId();
  const summaryId = useId();
  const dialogId = useId();
  const field = useRef<HTMLFieldSetElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const content = useRef<HTMLDivElement | null>(null);
  const focusFirst = useCallback((node: HTMLDivElement | null) => {
    content.current = node;
    node?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  useEffect(() => {
    if (open) content.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [open]);
  const short = (iso: string | null | undefined) => (iso ? shortDate(iso, formatter.locale) : '');
  const summary = invalid
    ? t('invalidRange')
    : `${short(draft.from ?? extent?.min)} – ${short(draft.to ?? extent?.max)}`;

  return (
    <>
      <SlicerField title={title} titleId={titleId} fieldRef={field} error={invalid}>
        <SlicerSummaryButton
          summary={summary}
          summaryId={summaryId}
          titleId={titleId}
          dialogId={dialogId}
          open={open}
          onOpen={() => setAnchor(field.current)}
          tabularNumbers
        />
        {(draft.from !== null || draft.to !== null) && (
          <SlicerClearButton onClear={() => onEdit({ from: null, to: null })} />
        )}
      </SlicerField>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            id: dialogId,
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { mt: 0.5, p: 1.5, width: DATE_DROPDOWN_WIDTH, maxWidth: 'calc(100vw - 16px)' },
          },
        }}
      >
        <Box ref={focusFirst} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 0.5 }}>
          {children}
        </Box>
      </Popover>
    </>
  );
}

/** A date with a two-digit year, for the closed dropdown: '01/11/24'. */
function shortDate(iso: string, locale: string): string {
  const day = dayOf(iso);
  if (day === null) return iso;
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(day * 86_400_000));
}

interface CompactDateRangeProps {
  title: string;
  draft: SlicerDateRange;
  extent: { min: string; max: string } | null;
  invalid: boolean;
  onEdit: (range: SlicerDateRange) => void;
  /** The value from outside: a new one drops what was being typed. */
  resetKey: SlicerDateRange;
}

/**
 * The compact date range: 'Período [01/11/2024] – [23/11/2026]' in one outlined field. A date being typed
 * (a field the browser reports empty while a part is missing) is kept in the field, not reported, until the
 * field is left: an emptied field then opens its end.
 */
function CompactDateRange({ title, draft, extent, invalid, onEdit, resetKey }: CompactDateRangeProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'SlicerVisual' });
  const titleId = useId();
  const errorId = useId();
  const [typing, setTyping] = useState<{ which: 'from' | 'to'; text: string } | null>(null);
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setTyping(null);
  }
  const canClear = draft.from !== null || draft.to !== null;

  const field = (which: 'from' | 'to') => {
    const end = which === 'from' ? extent?.min : extent?.max;
    const shown = typing?.which === which ? typing.text : (draft[which] ?? end ?? '');
    return (
      <InputBase
        type="date"
        value={shown}
        error={invalid}
        onChange={(event) => {
          const text = event.target.value;
          if (text === '') setTyping({ which, text });
          else {
            setTyping(null);
            onEdit({ ...draft, [which]: text });
          }
        }}
        onBlur={() => {
          if (typing?.which !== which) return;
          setTyping(null);
          onEdit({ ...draft, [which]: null });
        }}
        inputProps={{
          'aria-label': t(which),
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? errorId : undefined,
          min: extent?.min,
          max: extent?.max,
        }}
        sx={(theme) => ({
          flex: '1 1 0',
          minWidth: 0,
          typography: 'body2',
          '& input': {
            p: 0,
            height: 'auto',
            minWidth: 0,
            colorScheme: theme.palette.mode,
            fontVariantNumeric: 'tabular-nums',
          },
          // The picker's icon, smaller, so both dates fit on one line in a narrow slicer.
          '& input::-webkit-calendar-picker-indicator': { ml: 0.25, p: 0, width: 14, height: 14 },
        })}
      />
    );
  };

  return (
    <SlicerField
      title={title}
      titleId={titleId}
      error={invalid}
      hint={invalid ? t('invalidRange') : undefined}
    >
      {field('from')}
      <Box component="span" aria-hidden sx={{ color: 'text.secondary', flex: 'none' }}>
        –
      </Box>
      {field('to')}
      {canClear && (
        <SlicerClearButton
          onClear={() => {
            setTyping(null);
            onEdit({ from: null, to: null });
          }}
        />
      )}
      {invalid && (
        <Box id={errorId} sx={visuallyHidden}>
          {t('invalidRange')}
        </Box>
      )}
    </SlicerField>
  );
}
