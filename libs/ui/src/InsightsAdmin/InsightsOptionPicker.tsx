import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { InsightsOption } from './insightsAdminTypes';

export interface InsightsOptionPickerProps {
  /** The field's label ('Adicionar membro por e-mail'). */
  label: string;
  options: readonly InsightsOption[];
  /** Shown when the search finds nothing. */
  noOptionsText: string;
  disabled?: boolean;
  /** The option picked: the field empties for the next one. */
  onPick: (option: InsightsOption) => void;
}

/** A searchable field that adds what is picked (a member by e-mail, a dashboard, a workspace) at once. */
export function InsightsOptionPicker({
  label,
  options,
  noOptionsText,
  disabled,
  onPick,
}: InsightsOptionPickerProps) {
  const [input, setInput] = useState('');
  return (
    <Autocomplete<InsightsOption>
      size="small"
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_, next, reason) => setInput(reason === 'reset' ? '' : next)}
      onChange={(_, option) => {
        if (option) onPick(option);
        setInput('');
      }}
      disabled={disabled}
      noOptionsText={noOptionsText}
      getOptionLabel={(option) => option.label}
      filterOptions={(all, { inputValue }) => {
        const text = inputValue.trim().toLowerCase();
        return all.filter((o) => `${o.label} ${o.hint ?? ''}`.toLowerCase().includes(text)).slice(0, 50);
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span>
            <Typography component="span" variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {option.label}
            </Typography>
            {option.hint ? (
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                {option.hint}
              </Typography>
            ) : null}
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
