import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filterSuggestions,
  tokenOfText,
  tokenText,
  type FilterProperty,
  type FilterSuggestion,
} from './propertyFilterRules';
import type { FilterToken } from './resourceListTypes';

export interface PropertyFilterProps {
  properties: readonly FilterProperty[];
  tokens: readonly FilterToken[];
  onTokensChange: (tokens: FilterToken[]) => void;
  disabled?: boolean;
  /** What the empty field suggests; the generic 'Buscar ou filtrar por propriedade…' by default. */
  placeholder?: string;
}

/**
 * Cloudscape's property filter, on MUI: one labelled combobox where `Estado = Em execução` or free text
 * becomes a token. Typing suggests properties with their operators, then the property's values; arrows move
 * through the suggestions, Enter picks one (or turns the text into a token), Escape closes them, Backspace on
 * an empty input removes the last token. Tokens are chips with their own remove button.
 */
export function PropertyFilter({
  properties,
  tokens,
  onTokensChange,
  disabled,
  placeholder,
}: PropertyFilterProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ResourceList' });
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(
    () => filterSuggestions(text, properties, (value) => t('freeText', { value })),
    [text, properties, t],
  );
  const shown = open && suggestions.length > 0;

  // A token made closes the suggestions, which would cover the list it filters; typing opens them again.
  const add = (token: FilterToken) => {
    onTokensChange([...tokens, token]);
    setText('');
    setActive(-1);
    setOpen(false);
  };
  const pick = (suggestion: FilterSuggestion) => {
    if (suggestion.kind === 'property') {
      // A property and its operator: the value comes next, in the same input.
      setText(suggestion.text);
      setActive(-1);
      setOpen(true);
    } else add(suggestion.token);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length + 1) % (suggestions.length + 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = shown && active >= 0 ? suggestions[active] : undefined;
      if (chosen) pick(chosen);
      else {
        const token = tokenOfText(text, properties);
        if (token) add(token);
      }
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Backspace' && text === '' && tokens.length > 0) {
      onTokensChange(tokens.slice(0, -1));
    }
  };
  // The index runs over the suggestions and one step past them (nothing active), so arrows can leave the list.
  const activeIndex = active >= 0 && active < suggestions.length ? active : -1;

  return (
    <Box sx={{ display: 'grid', gap: 1, flex: '1 1 320px', minWidth: 0 }}>
      <Box sx={{ position: 'relative' }}>
        <TextField
          size="small"
          fullWidth
          disabled={disabled}
          label={t('filterLabel')}
          placeholder={placeholder ?? t('filterPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <FilterListOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': shown,
              'aria-controls': shown ? `${id}-suggestions` : undefined,
              'aria-activedescendant': shown && activeIndex >= 0 ? `${id}-s${activeIndex}` : undefined,
              autoComplete: 'off',
            },
          }}
        />
        {shown ? (
          <Paper
            elevation={8}
            sx={{
              position: 'absolute',
              zIndex: 'modal',
              left: 0,
              right: 0,
              mt: 0.5,
              maxHeight: 320,
              overflow: 'auto',
            }}
          >
            <MenuList id={`${id}-suggestions`} role="listbox" aria-label={t('suggestions')} dense>
              {suggestions.map((suggestion, index) => (
                <MenuItem
                  key={`${suggestion.kind}:${suggestion.text}`}
                  id={`${id}-s${index}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  selected={index === activeIndex}
                  tabIndex={-1}
                  // Before the input's blur closes the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(suggestion)}
                >
                  {suggestion.text}
                </MenuItem>
              ))}
            </MenuList>
          </Paper>
        ) : null}
      </Box>
      {tokens.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('activeFilters')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
          }}
        >
          {tokens.map((token, index) => {
            const label = tokenText(token, properties);
            const remove = () => onTokensChange(tokens.filter((_, i) => i !== index));
            return (
              <li key={`${index}:${label}`}>
                {/* Named 'Remover filtro …': a click anywhere on it removes it, not only on its cross. */}
                <Chip
                  size="small"
                  label={label}
                  disabled={disabled}
                  onClick={remove}
                  onDelete={remove}
                  aria-label={t('removeFilter', { filter: label })}
                />
              </li>
            );
          })}
          <li>
            <Button size="small" disabled={disabled} onClick={() => onTokensChange([])}>
              {t('clearFilters')}
            </Button>
          </li>
        </Box>
      ) : null}
    </Box>
  );
}
