import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface OutlinedFieldProps extends Pick<
  OutlinedInputProps,
  | 'type'
  | 'name'
  | 'autoComplete'
  | 'autoFocus'
  | 'value'
  | 'onChange'
  | 'onKeyDown'
  | 'onKeyUp'
  | 'onBlur'
  | 'inputRef'
  | 'endAdornment'
> {
  label: string;
  required?: boolean;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}

/**
 * An outlined text field built from MUI's parts, as TextField renders it (label, input, helper text, wired by
 * ids). TextField itself imports MUI's Select and its menu, popover and modal for its `select` mode, about
 * 15 KB gzip that the sign-in page, painted first, has no use for.
 */
export function OutlinedField({
  label,
  required,
  fullWidth,
  error,
  helperText,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" required={required} fullWidth={fullWidth} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={helperText ? helperId : undefined} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
