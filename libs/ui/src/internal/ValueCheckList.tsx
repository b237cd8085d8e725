import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisualCell } from '../model/visualData';
import {
  foldForSearch,
  includesValue,
  toggleAll,
  toggleValue,
  VALUE_LIST_MAX,
  VALUE_SEARCH_FROM,
} from './valueSelection';

export interface ValueCheckListProps {
  /** Every value, in the order to list them. */
  values: readonly VisualCell[];
  /** How a value reads (formatted, '(Em branco)' for null). */
  labelOf: (value: VisualCell) => string;
  selected: readonly VisualCell[];
  onChange: (values: VisualCell[]) => void;
  /** One value at a time: radio buttons, no 'Selecionar tudo'. */
  singleSelect?: boolean;
  /** The field's name: the search box says what it searches, the radio group is named by it. */
  name: string;
  disabled?: boolean;
  /** Height of the scrolling list; it fills its parent when omitted. */
  maxHeight?: number;
}

const OPTION = 'data-value-option';

/** Moves focus between the options with ArrowUp/ArrowDown (Home/End to the ends). */
function moveBetweenOptions(event: KeyboardEvent<HTMLElement>) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const target = event.target as HTMLInputElement;
  // A radio group moves (and selects) on its own arrows.
  if (target.type === 'radio' && event.key.startsWith('Arrow')) return;
  const inputs = Array.from(event.currentTarget.querySelectorAll<HTMLInputElement>(`input[${OPTION}]`));
  const at = inputs.indexOf(target);
  if (at < 0) return;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? inputs.length - 1
        : at + (event.key === 'ArrowDown' ? 1 : -1);
  const input = inputs[Math.min(Math.max(next, 0), inputs.length - 1)];
  if (!input) return;
  event.preventDefault();
  input.focus();
}

const optionSx = {
  mx: 0,
  pr: 0.5,
  alignItems: 'flex-start',
  borderRadius: 1,
  '&:hover': { bgcolor: 'action.hover' },
  '& .MuiCheckbox-root, & .MuiRadio-root': { p: 0.5, mr: 0.5 },
  '& .MuiFormControlLabel-label': { pt: 0.5, overflowWrap: 'anywhere' },
} as const;

/**
 * A list of values to check, shared by the list slicer and the filter pane's basic filtering: a search box
 * above 10 values (accents and case ignored), 'Selecionar tudo' over the values in view, at most 300 drawn
 * (the rest wait for a search). Keyboard: Tab reaches every option, ArrowUp/ArrowDown move between them.
 */
export function ValueCheckList({
  values,
  labelOf,
  selected,
  onChange,
  singleSelect = false,
  name,
  disabled = false,
  maxHeight,
}: ValueCheckListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ValueCheckList' });
  const statusId = useId();
  const [query, setQuery] = useState('');
  const labelled = useMemo(() => values.map((cell) => ({ cell, label: labelOf(cell) })), [values, labelOf]);
  const folded = foldForSearch(query.trim());
  const matches = folded ? labelled.filter((item) => foldForSearch(item.label).includes(folded)) : labelled;
  const listed = matches.slice(0, VALUE_LIST_MAX);
  const visible = matches.map((item) => item.cell);
  const selectedVisible = visible.filter((cell) => includesValue(selected, cell)).length;

  const status =
    values.length === 0
      ? t('noValues')
      : matches.length === 0
        ? t('noMatches')
        : matches.length > listed.length
          ? t('showing', { shown: listed.length, total: matches.length })
          : '';
  const Control = singleSelect ? Radio : Checkbox;
  const inputProps = { [OPTION]: '' } as object;

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        minHeight: 0,
        flex: maxHeight ? 'none' : '1 1 auto',
      }}
    >
      {values.length >= VALUE_SEARCH_FROM && (
        <TextField
          size="small"
          type="search"
          value={query}
          disabled={disabled}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search')}
          slotProps={{
            htmlInput: { 'aria-label': t('searchIn', { name }), 'aria-describedby': statusId },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: 'none' }}
        />
      )}
      <Box
        onKeyDown={moveBetweenOptions}
        role={singleSelect ? 'radiogroup' : undefined}
        aria-label={singleSelect ? name : undefined}
        sx={{
          flex: '1 1 auto',
          minHeight: 0,
          maxHeight,
          overflow: 'auto',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {!singleSelect && matches.length > 0 && (
          <FormControlLabel
            sx={optionSx}
            label={t('selectAll')}
            disabled={disabled}
            slotProps={{ typography: { variant: 'body2' } }}
            control={
              <Checkbox
                size="small"
                checked={selectedVisible === visible.length}
                indeterminate={selectedVisible > 0 && selectedVisible < visible.length}
                onChange={() => onChange(toggleAll(values, selected, visible))}
                slotProps={{ input: inputProps }}
              />
            }
          />
        )}
        {listed.map(({ cell, label }) => (
          <FormControlLabel
            key={JSON.stringify(cell)}
            sx={optionSx}
            label={label}
            disabled={disabled}
            slotProps={{ typography: { variant: 'body2' } }}
            control={
              <Control
                size="small"
                checked={includesValue(selected, cell)}
                onChange={() => onChange(singleSelect ? [cell] : toggleValue(values, selected, cell))}
                slotProps={{ input: inputProps }}
              />
            }
          />
        ))}
      </Box>
      <Typography id={statusId} role="status" variant="caption" color="text.secondary" sx={{ flex: 'none' }}>
        {status}
      </Typography>
    </Box>
  );
}
