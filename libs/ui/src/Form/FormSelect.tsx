import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Ref } from 'react';

export interface FormSelectOption {
  value: string;
  label: string;
}

export interface FormSelectProps {
  name: string;
  label: string;
  /** '' while nothing is chosen. */
  value: string;
  options: readonly FormSelectOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Why the choice is refused, translated; replaces `helperText` and describes the field. */
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** A choice among a few options in a Form, described by its error or helper text as FormTextField is. */
export function FormSelect({
  name,
  label,
  value,
  options,
  onChange,
  onBlur,
  error,
  helperText,
  inputRef,
  ...rest
}: FormSelectProps) {
  const described = error ?? helperText;
  return (
    <TextField
      select
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error !== undefined}
      helperText={described || undefined}
      inputRef={inputRef}
      {...rest}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
