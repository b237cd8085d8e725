import type { VisualDefinition } from '@nuvem/api-contract';
import {
  ButtonVisual,
  CardVisual,
  ChartVisual,
  MatrixVisual,
  SlicerVisual,
  TableVisual,
  TextboxVisual,
  type ChartKind,
  type SlicerDateRange,
  type VisualCell,
  type VisualDataPoint,
  type VisualSelectOptions,
  type VisualSort,
} from '@nuvem/ui';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { queriesData } from '../data/visualQuery';
import type { VisualDataState } from '../report/reportState';

const CHART_KIND: Record<string, ChartKind> = {
  clusteredBarChart: 'clusteredBar',
  clusteredColumnChart: 'clusteredColumn',
  lineChart: 'line',
  areaChart: 'area',
  pieChart: 'pie',
  donutChart: 'donut',
};

export interface VisualBodyProps {
  visual: VisualDefinition;
  /** The visual's data (undefined for a textbox, or before its first answer). */
  data: VisualDataState | undefined;
  /** The report theme's data colours. */
  colors: readonly string[];
  /** Points picked in this visual. */
  selected?: readonly VisualDataPoint[];
  /** Points can be picked (off in a dashboard tile, whose click opens the report). */
  interactive?: boolean;
  showAsTable?: boolean;
  sort?: VisualSort;
  onSelect?: (point: VisualDataPoint | null, options: VisualSelectOptions) => void;
  onSort?: (sort: VisualSort) => void;
  /** A link in a table's or matrix's data was followed (the frame decides whether to open it). */
  onLinkClick?: (url: string, point: VisualDataPoint) => void;
  /** A button was pressed (only while interactive). */
  onButtonClick?: () => void;
  /** A slicer's choice. */
  slicerValues?: readonly VisualCell[];
  slicerRange?: SlicerDateRange;
  onSlicerValues?: (values: VisualCell[]) => void;
  onSlicerRange?: (range: SlicerDateRange) => void;
  /** The visual has drawn what it was given (its data, its error, its text). */
  onRendered: () => void;
}

/** The libs/ui visual for a visual's type, given its data and the callbacks the frame handles. */
export function VisualBody(props: VisualBodyProps) {
  const { t } = useTranslation('analytics');
  const { visual, data, onRendered } = props;
  if (visual.type === 'textbox')
    return <TextboxVisual text={visual.options?.text ?? ''} onRendered={onRendered} />;
  if (visual.type === 'actionButton')
    return (
      <ButtonVisual
        label={visual.title || t('visual.untitledButton')}
        color={props.colors[0]}
        onClick={props.interactive === false ? undefined : props.onButtonClick}
        onRendered={onRendered}
      />
    );
  // A visual being authored that no field fills yet says how to fill it.
  if (!queriesData(visual))
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        {t('authoring.addFields')}
      </Typography>
    );
  // Loading, empty and failed states are the container's (VisualFrame).
  if (!data?.data) return null;
  const values = data.data;
  const kind = CHART_KIND[visual.type];
  // Charts draw in place, without ECharts' motion: `rendered` waits for a chart to finish drawing, and even a
  // 200 ms animation held every filter change ~350 ms past its data (tests/bench/analytics).
  if (kind)
    return (
      <ChartVisual
        animation={false}
        kind={kind}
        data={values}
        colors={props.colors}
        selected={props.selected}
        onSelect={props.onSelect}
        onClearSelection={() => props.onSelect?.(null, { multi: false })}
        onRendered={onRendered}
        showAsTable={props.showAsTable}
        stacked={visual.options?.stacked}
        dataLabels={visual.options?.dataLabels}
        interactive={props.interactive}
      />
    );
  switch (visual.type) {
    case 'card':
      return <CardVisual data={values} onRendered={onRendered} />;
    case 'tableEx':
      return (
        <TableVisual
          data={values}
          pageSize={visual.options?.pageSize}
          sort={props.sort}
          onSort={props.onSort}
          selected={props.selected}
          onSelect={props.interactive === false ? undefined : props.onSelect}
          onLinkClick={props.onLinkClick}
          label={visual.title}
          onRendered={onRendered}
        />
      );
    case 'pivotTable':
      return (
        <MatrixVisual
          data={values}
          label={visual.title}
          onLinkClick={props.onLinkClick}
          onRendered={onRendered}
        />
      );
    case 'slicer':
      return visual.options?.slicerMode === 'dateRange' ? (
        <SlicerVisual
          mode="dateRange"
          data={values}
          title={visual.title}
          value={props.slicerRange ?? { from: null, to: null }}
          onChange={(range) => props.onSlicerRange?.(range)}
          onRendered={onRendered}
        />
      ) : (
        <SlicerVisual
          data={values}
          title={visual.title}
          value={props.slicerValues ?? []}
          onChange={(chosen) => props.onSlicerValues?.(chosen)}
          singleSelect={visual.options?.singleSelect}
          onRendered={onRendered}
        />
      );
    default:
      return null;
  }
}
