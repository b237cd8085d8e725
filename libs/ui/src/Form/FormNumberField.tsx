import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type Ref } from 'react';

export interface FormNumberFieldProps {
  name: string;
  label: string;
  /** undefined while the field is empty. */
  value: number | undefined;
  /**
   * The number typed (a comma or a point before the decimals), undefined when emptied, NaN when what is typed
   * is no number: the form's rules then refuse it, and the text stays as typed to be corrected.
   */
  onChange: (value: number | undefined) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
  /** Whole numbers only (the numeric keyboard without a decimal key). */
  integer?: boolean;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

const parse = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^[+-]?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : NaN;
};

const sameNumber = (a: number | undefined, b: number | undefined) =>
  a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * A number in a Form, typed as text (a browser's number input drops what it cannot read and turns the wheel
 * into changes): a comma or a point before the decimals, as pt-BR and en write them.
 */
export function FormNumberField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  integer = false,
  inputRef,
  ...rest
}: FormNumberFieldProps) {
  const [text, setText] = useState(value === undefined || Number.isNaN(value) ? '' : String(value));
  // A value set from outside (a reset) replaces the text; the text's own value leaves it as typed.
  if (!sameNumber(parse(text), value))
    setText(value === undefined || Number.isNaN(value) ? '' : String(value));
  const described = error ?? helperText;
  return (
    <TextField
      name={name}
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
      onBlur={onBlur}
      error={error !== undefined}
      helperText={described || undefined}
      inputRef={inputRef}
      slotProps={{ htmlInput: { inputMode: integer ? 'numeric' : 'decimal' } }}
      {...rest}
    />
  );
}
