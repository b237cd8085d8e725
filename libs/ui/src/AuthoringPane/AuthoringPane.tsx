import AbcIcon from '@mui/icons-material/Abc';
import AlignHorizontalLeftIcon from '@mui/icons-material/AlignHorizontalLeft';
import AreaChartIcon from '@mui/icons-material/AreaChart';
import BarChartIcon from '@mui/icons-material/BarChart';
import CalculateIcon from '@mui/icons-material/Calculate';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CloseIcon from '@mui/icons-material/Close';
import CropLandscapeIcon from '@mui/icons-material/CropLandscape';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import FilterListIcon from '@mui/icons-material/FilterList';
import FunctionsIcon from '@mui/icons-material/Functions';
import GridOnIcon from '@mui/icons-material/GridOn';
import PieChartIcon from '@mui/icons-material/PieChart';
import SearchIcon from '@mui/icons-material/Search';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SmartButtonIcon from '@mui/icons-material/SmartButton';
import TableChartIcon from '@mui/icons-material/TableChart';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState, type DragEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { foldForSearch } from '../internal/valueSelection';
import {
  AUTHORING_VISUAL_TYPES,
  FIELD_DRAG_TYPE,
  wellsOf,
  type AuthoringFieldKind,
  type AuthoringSelection,
  type AuthoringTable,
  type AuthoringVisualType,
  type AuthoringWell,
} from './authoringModel';

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

const KIND_ICONS: Record<AuthoringFieldKind, ReactElement> = {
  measure: <CalculateIcon fontSize="inherit" />,
  number: <FunctionsIcon fontSize="inherit" />,
  date: <CalendarMonthIcon fontSize="inherit" />,
  text: <AbcIcon fontSize="inherit" />,
};

/** The caption of a well for a visual type, as Power BI names it there. */
function wellLabelKey(type: AuthoringVisualType, well: AuthoringWell): string {
  if (well === 'category') {
    if (type === 'tableEx') return 'well.categoryColumns';
    if (type === 'pivotTable') return 'well.categoryRows';
    if (type === 'pieChart' || type === 'donutChart') return 'well.categoryLegend';
    if (type === 'slicer') return 'well.categoryField';
  }
  if (well === 'values' && type === 'card') return 'well.valuesFields';
  return `well.${well}`;
}

const acceptsField = (event: DragEvent) => event.dataTransfer.types.includes(FIELD_DRAG_TYPE);

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
  const hintId = useId();
  const [query, setQuery] = useState('');
  const [dropping, setDropping] = useState(false);
  const folded = foldForSearch(query.trim());
  const shown = tables
    .map((table) => ({
      ...table,
      fields: folded
        ? table.fields.filter((field) => foldForSearch(field.label).includes(folded))
        : table.fields,
    }))
    .filter((table) => table.fields.length > 0);

  const onDrop = (event: DragEvent) => {
    setDropping(false);
    const key = event.dataTransfer.getData(FIELD_DRAG_TYPE);
    if (!key) return;
    event.preventDefault();
    onAddField(key);
  };

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

        <Box
          role="group"
          aria-label={selected ? t('selected', { title: selected.title }) : t('noSelection')}
          onDragOver={(event) => {
            if (!selected || !acceptsField(event)) return;
            event.preventDefault();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={selected ? onDrop : undefined}
          sx={{
            mt: 1.5,
            p: 1,
            borderRadius: 1,
            border: 1,
            borderStyle: 'dashed',
            borderColor: dropping ? 'primary.main' : 'divider',
            bgcolor: dropping ? 'action.hover' : 'transparent',
          }}
        >
          {selected ? (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
                  {selected.title}
                </Typography>
                <Tooltip title={t('deleteVisual')}>
                  <IconButton size="small" aria-label={t('deleteVisual')} onClick={onDeleteVisual}>
                    <DeleteOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
              {wellsOf(selected.type).map((well) => {
                const fields = selected.fields[well] ?? [];
                return (
                  <Box key={well} sx={{ mt: 1 }}>
                    <Typography
                      variant="caption"
                      component="h4"
                      color="text.secondary"
                      sx={{ fontWeight: 600 }}
                    >
                      {t(wellLabelKey(selected.type, well))}
                    </Typography>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      {fields.length === 0 ? (
                        <Typography variant="caption" color="text.secondary">
                          {t('dropHere')}
                        </Typography>
                      ) : (
                        fields.map((field, index) => (
                          <Box
                            key={field.key}
                            sx={{
                              display: 'inline-flex',
                              alignItems: 'center',
                              pl: 1,
                              borderRadius: 4,
                              bgcolor: 'action.selected',
                              maxWidth: '100%',
                            }}
                          >
                            <Typography variant="caption" noWrap>
                              {field.label}
                            </Typography>
                            <IconButton
                              size="small"
                              aria-label={t('removeField', { field: field.label })}
                              onClick={() => onRemoveField(well, index)}
                              sx={{ p: 0.25 }}
                            >
                              <CloseIcon sx={{ fontSize: 14 }} />
                            </IconButton>
                          </Box>
                        ))
                      )}
                    </Box>
                  </Box>
                );
              })}
            </>
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t('noSelection')}
            </Typography>
          )}
        </Box>
      </Box>

      <Box component="section" aria-label={t('fields')} sx={{ p: 1.5, flex: 1 }}>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {t('fields')}
        </Typography>
        <Typography id={hintId} variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('addFieldHint')}
        </Typography>
        <TextField
          size="small"
          fullWidth
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search')}
          slotProps={{
            htmlInput: { 'aria-label': t('search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {shown.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('noMatches')}
          </Typography>
        )}
        {shown.map((table) => (
          <Box key={table.name} component="section" aria-label={table.label} sx={{ mt: 1.5 }}>
            <Typography component="h4" variant="body2" sx={{ fontWeight: 600 }}>
              {table.label}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {table.fields.map((field) => (
                <li key={field.key}>
                  <Button
                    fullWidth
                    size="small"
                    draggable
                    onDragStart={(event) => {
                      event.dataTransfer.setData(FIELD_DRAG_TYPE, field.key);
                      event.dataTransfer.effectAllowed = 'copy';
                    }}
                    onClick={() => onAddField(field.key)}
                    aria-label={t('addField', { field: field.label })}
                    aria-describedby={hintId}
                    startIcon={
                      <Box
                        component="span"
                        title={t(`kind.${field.kind}`)}
                        sx={{ display: 'inline-flex', color: 'text.secondary' }}
                      >
                        {KIND_ICONS[field.kind]}
                      </Box>
                    }
                    sx={{
                      justifyContent: 'flex-start',
                      textTransform: 'none',
                      color: 'text.primary',
                      cursor: 'grab',
                    }}
                  >
                    {field.label}
                  </Button>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
