import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { useValueFormatter } from '../format/useValueFormatter';
import { useBoxSize } from '../internal/useBoxSize';
import { isPointSelected, selectionAmong } from '../internal/dataPoints';
import type { VisualData, VisualDataPoint, VisualSelectOptions } from '../model/visualData';
import { ChartDataTable } from './ChartDataTable';
import { hasVerticalCategories, isRadialChart, type ChartKind } from './chartKinds';
import { chartModelOf, chartPointOf, chartSlicesOf } from './chartModel';
import { chartOptionOf, FONT_SIZE, type ChartPalette } from './chartOption';
import { chartSummaryParts } from './chartSummary';
import { DEFAULT_DATA_COLORS } from './defaultDataColors';
import { nearestLinePoint } from './nearestLinePoint';
import { nextPoint, POINT_KEYS, type PointGrid, type PointPosition } from './pointNavigation';
import { textMeasurer } from './textMeasurer';
import { useEChart } from './useEChart';
import { useFontReady } from './useFontReady';

const NOTHING_SELECTED: readonly VisualDataPoint[] = [];
const KEY_SHORTCUTS = [...POINT_KEYS, 'Enter', 'Space', 'Control+Enter', 'Escape'].join(' ');

export interface ChartVisualProps {
  /** Which chart: clustered bar or column, line, area, pie or donut (Power BI's visual types). */
  kind: ChartKind;
  /**
   * The data: category column(s) along the axis (joined when several), an optional series column split into
   * a legend, and value columns (several values also make a legend). Rows keep their order.
   */
  data: VisualData;
  /** The report theme's data colours (`dataColors`), in order; Power BI's default palette when omitted. */
  colors?: readonly string[];
  /** Points picked here or in another visual: they stay bright, the others dim (cross-highlighting). */
  selected?: readonly VisualDataPoint[];
  /**
   * A point was picked: by click, or with Enter/Space on the focused point. `multi` is true with
   * Ctrl/Meta+click or Ctrl+Enter (add to the selection).
   */
  onSelect?: (point: VisualDataPoint, options: VisualSelectOptions) => void;
  /** A click on the chart's blank area, or Escape: the selection should be cleared. */
  onClearSelection?: () => void;
  /** The chart (or its table) has drawn this data; called once per `data`. */
  onRendered?: () => void;
  /** Animate drawing and updates. Stories and tests turn it off for stable screenshots. */
  animation?: boolean;
  /** 'Mostrar como tabela': show the data as a table in the chart's place. */
  showAsTable?: boolean;
  /** Series stack instead of standing side by side (bars, columns, areas, lines). */
  stacked?: boolean;
  /** Write each point's value on the chart. Pie and donut label their slices unless there are too many. */
  dataLabels?: boolean;
  /**
   * Points can be focused and picked. Off in a dashboard tile, whose click opens the report instead; the
   * chart then takes no focus and answers no click.
   */
  interactive?: boolean;
}

/**
 * A chart of a report drawn with Apache ECharts on canvas, in the report theme's colours and the viewer's
 * locale. It fills its box and follows its size. Keyboard: the chart takes focus, arrows move through the
 * points (announced), Enter/Space selects, Ctrl+Enter adds, Escape clears. Screen readers get a summary and
 * the data as a table.
 */
export function ChartVisual({
  kind,
  data,
  colors = DEFAULT_DATA_COLORS,
  selected = NOTHING_SELECTED,
  onSelect,
  onClearSelection,
  onRendered,
  animation = true,
  showAsTable = false,
  stacked = false,
  dataLabels = false,
  interactive = true,
}: ChartVisualProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ChartVisual' });
  const theme = useTheme();
  const formatter = useValueFormatter();
  const hintId = useId();
  const host = useRef<HTMLDivElement>(null);
  const radial = isRadialChart(kind);

  const model = useMemo(() => chartModelOf(data, formatter), [data, formatter]);
  const slices = useMemo(() => chartSlicesOf(model), [model]);
  const relevantSelection = useMemo(
    () =>
      selectionAmong(
        new Set(
          [...model.categoryColumns, ...(model.seriesColumn ? [model.seriesColumn] : [])].map((c) => c.key),
        ),
        selected,
      ),
    [model, selected],
  );
  const highlighted = useMemo(
    () =>
      relevantSelection.length === 0
        ? null
        : model.series.map((series) =>
            model.categories.map((category) =>
              isPointSelected([...category.identity, ...series.seriesIdentity], relevantSelection),
            ),
          ),
    [model, relevantSelection],
  );
  const palette = useMemo<ChartPalette>(
    () => ({
      text: theme.palette.text.primary,
      secondaryText: theme.palette.text.secondary,
      gridLine: theme.palette.divider,
      axisLine: theme.palette.text.disabled,
      background: theme.palette.background.paper,
      tooltipBackground: theme.palette.background.paper,
      tooltipBorder: theme.palette.divider,
      fontFamily: String(theme.typography.fontFamily),
    }),
    [theme],
  );
  // Measured before the first paint (and followed as it resizes), so the first option drawn is fitted.
  const size = useBoxSize(host, showAsTable);
  // Nothing is drawn before the theme's font has loaded: labels would keep a fallback font's shapes and widths.
  const font = `${FONT_SIZE}px ${palette.fontFamily}`;
  const fontReady = useFontReady(font);
  const measure = useMemo(() => (fontReady ? textMeasurer(font) : undefined), [font, fontReady]);
  const option = useMemo(
    () =>
      chartOptionOf({
        kind,
        model,
        slices,
        colors,
        palette,
        formatter,
        highlighted,
        animation,
        stacked,
        dataLabels,
        width: size.width,
        height: size.height,
        measure,
      }),
    [
      kind,
      model,
      slices,
      colors,
      palette,
      formatter,
      highlighted,
      animation,
      stacked,
      dataLabels,
      size,
      measure,
    ],
  );

  // onRendered once per data: selection and focus redraw the chart too, but are not a new render.
  const renderedData = useRef<VisualData | null>(null);
  const reportRendered = () => {
    if (renderedData.current === data) return;
    renderedData.current = data;
    onRendered?.();
  };
  useEffect(() => {
    if (showAsTable) reportRendered();
  });

  const [focused, setFocused] = useState<PointPosition | null>(null);
  const [hasFocus, setHasFocus] = useState(false);
  const grid: PointGrid = radial
    ? { seriesCount: 1, count: slices.length, layout: 'ring' }
    : {
        seriesCount: model.series.length,
        count: model.categories.length,
        layout: hasVerticalCategories(kind) ? 'down' : 'across',
      };
  /** A focus position as the model's series and category (a pie's position is a slice). */
  const pointAt = (position: PointPosition) => {
    if (!radial) return position;
    const slice = slices[position.index];
    return slice ? { series: slice.series, index: slice.index } : undefined;
  };
  const select = (position: PointPosition, multi: boolean) => {
    const at = pointAt(position);
    const point = at && chartPointOf(model, at.series, at.index, formatter);
    if (point) onSelect?.(point, { multi });
  };

  // Nor before the box has its size: a chart laid out for 0 × 0 (the box not laid out yet, or hidden) would be
  // drawn, and reported rendered, with the unmeasured defaults until the resize caught up.
  const drawable = fontReady && size.width > 0 && size.height > 0;
  const chart = useEChart(host, drawable ? option : null, `${kind}|${showAsTable}`, {
    onPointClick: (series, index, event) => {
      if (!interactive) return;
      const position = radial ? { series: 0, index } : { series, index };
      setFocused(position);
      select(position, Boolean(event && (event.ctrlKey || event.metaKey)));
    },
    onBlankClick: (x, y, event) => {
      if (!interactive) return;
      // A line without marks (a long series) is picked where it is clicked: the nearest of its points.
      const near = chart && !radial ? nearestLinePoint(chart, model, option, x, y) : null;
      if (near) {
        setFocused(near);
        select(near, Boolean(event && (event.ctrlKey || event.metaKey)));
      } else if (selected.length > 0) onClearSelection?.();
    },
    onFinished: reportRendered,
  });

  // The focused point is highlighted with its tooltip, so sighted keyboard users see where they are.
  const shown = hasFocus && focused ? focused : null;
  useEffect(() => {
    if (!chart || chart.isDisposed()) return;
    chart.dispatchAction({ type: 'downplay' });
    if (!shown) {
      chart.dispatchAction({ type: 'hideTip' });
      return;
    }
    const target = { seriesIndex: radial ? 0 : shown.series, dataIndex: shown.index };
    chart.dispatchAction({ type: 'highlight', ...target });
    chart.dispatchAction({ type: 'showTip', ...target });
  }, [chart, shown, radial, option]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      if (focused) select(focused, event.ctrlKey || event.metaKey);
      event.preventDefault();
      return;
    }
    if (event.key === 'Escape') {
      if (selected.length > 0) onClearSelection?.();
      return;
    }
    const next = nextPoint(focused, event.key, grid);
    if (next) {
      setFocused(next);
      event.preventDefault();
    }
  };

  const parts = chartSummaryParts(model, formatter);
  const summary = [
    parts.series
      ? t('summaryBySeries', {
          kind: t(`kind.${kind}`),
          values: parts.values,
          categories: parts.categories,
          series: parts.series,
        })
      : t('summary', { kind: t(`kind.${kind}`), values: parts.values, categories: parts.categories }),
    t('categoryCount', { count: parts.count }),
    parts.range ? t('range', parts.range) : '',
  ]
    .filter(Boolean)
    .join(' ');

  const announcement = (() => {
    const at = shown && pointAt(shown);
    const series = at && model.series[at.series];
    const category = at && model.categories[at.index];
    if (!at || !series || !category) return '';
    const point = t('point', {
      category: category.label || parts.values,
      series: series.name,
      value: formatter.format(series.values[at.index] ?? null, series.valueColumn.format),
      position: shown.index + 1,
      count: grid.count,
    });
    const isSelected = isPointSelected([...category.identity, ...series.seriesIdentity], selected);
    return isSelected ? `${point} ${t('selected')}` : point;
  })();

  if (showAsTable) return <ChartDataTable model={model} formatter={formatter} caption={summary} />;

  return (
    <Box
      sx={{ position: 'relative', display: 'flex', flexDirection: 'column', width: '100%', height: '100%' }}
    >
      <Box
        ref={host}
        role="img"
        aria-label={summary}
        data-chart-kind={kind}
        {...(interactive
          ? {
              tabIndex: 0,
              'aria-describedby': hintId,
              'aria-keyshortcuts': KEY_SHORTCUTS,
              onKeyDown,
              onFocus: () => {
                setHasFocus(true);
                setFocused((current) => current ?? nextPoint(null, 'Home', grid));
              },
              onBlur: () => setHasFocus(false),
            }
          : {})}
        sx={{
          flex: '1 1 auto',
          minHeight: 0,
          borderRadius: 1,
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        }}
      />
      {data.truncated && (
        <Typography variant="caption" color="text.secondary" sx={{ flex: 'none', pt: 0.5 }}>
          {t('truncated', { shown: data.rows.length, total: data.totalRows })}
        </Typography>
      )}
      {interactive && (
        <Box id={hintId} sx={visuallyHidden}>
          {t('keyboardHint')}
        </Box>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <ChartDataTable model={model} formatter={formatter} caption={summary} hidden />
    </Box>
  );
}
