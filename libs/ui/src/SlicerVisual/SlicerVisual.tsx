import Box from '@mui/material/Box';
import { useMemo, useRef } from 'react';
import { useBoxSize } from '../internal/useBoxSize';
import { useRenderedOnce } from '../internal/useRenderedOnce';
import type { SlicerDateRange } from '../model/slicerValue';
import type { VisualCell, VisualData } from '../model/visualData';
import { DateRangeSlicer } from './DateRangeSlicer';
import { ListSlicer } from './ListSlicer';
import { compactDateLayoutOf, slicerLayoutOf, type SlicerLayout } from './slicerLayout';
import { slicerColumnIndex, slicerValues } from './slicerRules';

/** A list of values to check (the default), or a range of dates. */
export type SlicerMode = 'list' | 'dateRange';

/** What a slicer holds: the selected values of a list, or a date range. */
export type SlicerValue<M extends SlicerMode> = M extends 'dateRange'
  ? SlicerDateRange
  : readonly VisualCell[];

export interface SlicerVisualProps<M extends SlicerMode = 'list'> {
  /**
   * The slicer's field values: its first category column's distinct cells (the frame queries them sorted).
   * A date range takes its first and last day from them.
   */
  data: VisualData;
  /**
   * 'list': a checkbox per value, a search box above 10 values, 'Selecionar tudo'.
   * 'dateRange': two date fields and a slider between the data's first and last day.
   */
  mode?: M;
  /** The list's selected values (none: the slicer filters nothing), or the date range (open ends null). */
  value: SlicerValue<M>;
  /**
   * The viewer's new choice: the values in the slicer's order ([] after 'Limpar seleções'), or the range
   * as ISO dates. A range whose start is after its end is not reported.
   */
  onChange: (value: M extends 'dateRange' ? SlicerDateRange : VisualCell[]) => void;
  /** List: one value at a time (radio buttons, no 'Selecionar tudo'). */
  singleSelect?: boolean;
  /** The slicer's header, which names its controls; the field's label when omitted. */
  title?: string;
  /**
   * Power BI's slicer styles. 'expanded': the vertical list of checkboxes, or the date fields over a slider.
   * 'compact': one line, Power BI's dropdown: the list as a field saying what is chosen ('Todos',
   * 'São Paulo', '3 selecionados') that opens the checkboxes, the dates as two fields side by side; the
   * title is the field's label. 'auto' (the default) is expanded while the box holds it (three rows of the
   * list; the whole date range) and compact in a shorter box, following the box as it resizes.
   */
  layout?: SlicerLayout;
  /** The values are on screen; called once per `data`. */
  onRendered?: () => void;
}

/**
 * Power BI's slicer, in its two forms: a list of values to check, or a range of dates. It shows and reports
 * a choice; the frame turns it into the filter the page's other visuals get. It fills its box, and in a
 * short one takes its compact (dropdown) style. Fully operable by keyboard.
 */
export function SlicerVisual<M extends SlicerMode = 'list'>(props: SlicerVisualProps<M>) {
  const { data, onRendered } = props;
  useRenderedOnce(data, onRendered);
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const title = props.title ?? data.columns[slicerColumnIndex(data)]?.label ?? '';
  const dateRange = props.mode === 'dateRange';
  const valueCount = useMemo(() => (dateRange ? 0 : slicerValues(data).length), [data, dateRange]);
  const layout = slicerLayoutOf({
    requested: props.layout ?? 'auto',
    mode: dateRange ? 'dateRange' : 'list',
    width: size.width,
    height: size.height,
    valueCount,
    singleSelect: props.singleSelect ?? false,
  });
  const compact = layout === 'compact';
  return (
    <Box
      ref={box}
      data-slicer-layout={layout}
      sx={{
        width: '100%',
        height: '100%',
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        // A compact slicer's one line sits in the middle of its short box.
        justifyContent: compact ? 'safe center' : 'flex-start',
      }}
    >
      {dateRange ? (
        <DateRangeSlicer
          data={data}
          title={title}
          value={props.value as SlicerDateRange}
          onChange={props.onChange as (range: SlicerDateRange) => void}
          layout={compact ? compactDateLayoutOf(size.width) : 'expanded'}
        />
      ) : (
        <ListSlicer
          data={data}
          title={title}
          value={props.value as readonly VisualCell[]}
          onChange={props.onChange as (values: VisualCell[]) => void}
          singleSelect={props.singleSelect ?? false}
          compact={compact}
        />
      )}
    </Box>
  );
}
