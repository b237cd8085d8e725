import AlignHorizontalLeftIcon from '@mui/icons-material/AlignHorizontalLeft';
import AreaChartIcon from '@mui/icons-material/AreaChart';
import BarChartIcon from '@mui/icons-material/BarChart';
import CropLandscapeIcon from '@mui/icons-material/CropLandscape';
import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import FilterListIcon from '@mui/icons-material/FilterList';
import GridOnIcon from '@mui/icons-material/GridOn';
import PieChartIcon from '@mui/icons-material/PieChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SmartButtonIcon from '@mui/icons-material/SmartButton';
import TableChartIcon from '@mui/icons-material/TableChart';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUTHORING_VISUAL_TYPES,
  type AuthoringSelection,
  type AuthoringTable,
  type AuthoringVisualType,
  type AuthoringWell,
} from './authoringModel';
import { FieldList } from './FieldList';
import { SelectedVisualWells } from './SelectedVisualWells';

const PANE_WIDTH = 280;

const TYPE_ICONS: Record<AuthoringVisualType, ReactElement> = {
  clusteredBarChart: <AlignHorizontalLeftIcon fontSize="small" />,
  clusteredColumnChart: <BarChartIcon fontSize="small" />,
  lineChart: <ShowChartIcon fontSize="small" />,
  areaChart: <AreaChartIcon fontSize="small" />,
  pieChart: <PieChartIcon fontSize="small" />,
  donutChart: <DonutLargeIcon fontSize="small" />,
  card: <CropLandscapeIcon fontSize="small" />,
  tableEx: <TableChartIcon fontSize="small" />,
  pivotTable: <GridOnIcon fontSize="small" />,
  slicer: <FilterListIcon fontSize="small" />,
  textbox: <TextFieldsIcon fontSize="small" />,
  actionButton: <SmartButtonIcon fontSize="small" />,
};

export interface AuthoringPaneProps {
  /** The dataset's tables and their fields. */
  tables: readonly AuthoringTable[];
  /** The selected visual, or null when none is. */
  selected: AuthoringSelection | null;
  /** A visual type chosen: the selected visual becomes it, or a new one of it is made. */
  onChooseType(type: AuthoringVisualType): void;
  /** A field chosen (click, Enter) or dropped on the selected visual's wells: its key. */
  onAddField(fieldKey: string): void;
  onRemoveField(well: AuthoringWell, index: number): void;
  onDeleteVisual(): void;
}

/**
 * Power BI's authoring panes in one: the visual types (a click changes the selected visual's type, or adds a
 * visual of it), the selected visual's wells (fields dropped there join it; each can be removed), and the
 * dataset's fields by table, searchable. A field is added with a click or Enter, or dragged onto the
 * wells or the canvas (FIELD_DRAG_TYPE).
 */
export function AuthoringPane({
  tables,
  selected,
  onChooseType,
  onAddField,
  onRemoveField,
  onDeleteVisual,
}: AuthoringPaneProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'AuthoringPane' });
  const titleId = useId();
  return (
    <Box
      component="aside"
      aria-labelledby={titleId}
      sx={{
        width: PANE_WIDTH,
        flexShrink: 0,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderLeft: 1,
        borderColor: 'divider',
        overflowY: 'auto',
      }}
    >
      <Typography
        id={titleId}
        component="h2"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('title')}
      </Typography>

      <Box
        component="section"
        aria-label={t('visualizations')}
        sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {t('visualizations')}
        </Typography>
        <Box
          role="group"
          aria-label={t('visualizations')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 0.5 }}
        >
          {AUTHORING_VISUAL_TYPES.map((type) => (
            <Tooltip key={type} title={t(`type.${type}`)}>
              <IconButton
                size="small"
                aria-label={t(`type.${type}`)}
                aria-pressed={selected?.type === type}
                onClick={() => onChooseType(type)}
                sx={{
                  borderRadius: 1,
                  color: selected?.type === type ? 'primary.contrastText' : 'text.secondary',
                  bgcolor: selected?.type === type ? 'primary.main' : 'transparent',
                  '&:hover': { bgcolor: selected?.type === type ? 'primary.dark' : 'action.hover' },
                }}
              >
                {TYPE_ICONS[type]}
              </IconButton>
            </Tooltip>
          ))}
        </Box>

        <SelectedVisualWells
          selected={selected}
          onAddField={onAddField}
          onRemoveField={onRemoveField}
          onDeleteVisual={onDeleteVisual}
        />
      </Box>

      <FieldList tables={tables} onAddField={onAddField} />
    </Box>
  );
}
