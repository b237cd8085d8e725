import AbcIcon from '@mui/icons-material/Abc';
import CalculateIcon from '@mui/icons-material/Calculate';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import FunctionsIcon from '@mui/icons-material/Functions';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { foldForSearch } from '../internal/valueSelection';
import { FIELD_DRAG_TYPE, type AuthoringFieldKind, type AuthoringTable } from './authoringModel';

const KIND_ICONS: Record<AuthoringFieldKind, ReactElement> = {
  measure: <CalculateIcon fontSize="inherit" />,
  number: <FunctionsIcon fontSize="inherit" />,
  date: <CalendarMonthIcon fontSize="inherit" />,
  text: <AbcIcon fontSize="inherit" />,
};

export interface FieldListProps {
  tables: readonly AuthoringTable[];
  /** A field chosen (click, Enter): its key. */
  onAddField(fieldKey: string): void;
}

/** The dataset's fields by table, searchable (accents ignored); each chosen by click or Enter, or dragged. */
export function FieldList({ tables, onAddField }: FieldListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'AuthoringPane' });
  const hintId = useId();
  const [query, setQuery] = useState('');
  const folded = foldForSearch(query.trim());
  const shown = tables
    .map((table) => ({
      ...table,
      fields: folded
        ? table.fields.filter((field) => foldForSearch(field.label).includes(folded))
        : table.fields,
    }))
    .filter((table) => table.fields.length > 0);
  return (
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
  );
}
