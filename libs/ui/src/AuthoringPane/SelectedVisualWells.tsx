import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FIELD_DRAG_TYPE,
  wellsOf,
  type AuthoringSelection,
  type AuthoringVisualType,
  type AuthoringWell,
} from './authoringModel';

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

export interface SelectedVisualWellsProps {
  selected: AuthoringSelection | null;
  /** A field dropped on the wells: its key. */
  onAddField(fieldKey: string): void;
  onRemoveField(well: AuthoringWell, index: number): void;
  onDeleteVisual(): void;
}

/** The selected visual's wells, each field removable, a drop target for fields; or what to do without one. */
export function SelectedVisualWells({
  selected,
  onAddField,
  onRemoveField,
  onDeleteVisual,
}: SelectedVisualWellsProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'AuthoringPane' });
  const [dropping, setDropping] = useState(false);
  const onDrop = (event: DragEvent) => {
    setDropping(false);
    const key = event.dataTransfer.getData(FIELD_DRAG_TYPE);
    if (!key) return;
    event.preventDefault();
    onAddField(key);
  };
  return (
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
                <Typography variant="caption" component="h4" color="text.secondary" sx={{ fontWeight: 600 }}>
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
  );
}
