import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { KeyboardEvent, Ref } from 'react';

export interface FormTextFieldProps {
  /** The field's name in the form's values (react-hook-form's, the schema's property). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A key in the field (Enter to add an item to a list rather than submit the form). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Why the value is refused, translated: the field turns red and says it instead of `helperText`. */
  error?: string;
  /** What the field wants ('Ex.: +55 11 91234-5678'), shown while there is no error. */
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  multiline?: boolean;
  minRows?: number;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric' | 'decimal' | 'search';
  /** The input, to move focus to the first refused field. */
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A text field of a Form: the error, when there is one, replaces the helper text and is the field's
 * accessible description (aria-describedby), with aria-invalid set, so a screen reader reads why on focus.
 */
export function FormTextField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  type = 'text',
  multiline,
  autoComplete,
  inputMode,
  inputRef,
  onKeyDown,
  ...rest
}: FormTextFieldProps) {
  const described = error ?? helperText;
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error !== undefined}
      helperText={described || undefined}
      inputRef={inputRef}
      multiline={multiline}
      slotProps={{ htmlInput: { type: multiline ? undefined : type, autoComplete, inputMode, onKeyDown } }}
      {...rest}
    />
  );
}
