import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { VisualValueFormat } from '../model/visualData';
import { isNumericFormat } from '../format/formatValue';

/**
 * A native select with its label: the browser's own list, reachable and operable by keyboard and read
 * by screen readers without help, and compact enough for a filter card.
 */
export function NativeSelect({
  label,
  value,
  onChange,
  options,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ '& .MuiInputBase-input': { fontSize: '0.875rem' } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** The input type a field's values are typed in. */
export function inputTypeOf(format: VisualValueFormat): TextFieldProps['type'] {
  if (isNumericFormat(format)) return 'number';
  if (format === 'date' || format === 'month') return 'date';
  if (format === 'dateTime') return 'datetime-local';
  return 'text';
}

/** A typed value as the filter holds it: numbers as numbers, dates and text as strings; '' as nothing. */
export function valueOfInput(text: string, format: VisualValueFormat): string | number | undefined {
  if (text.trim() === '') return undefined;
  if (isNumericFormat(format)) {
    const number = Number(text);
    return Number.isFinite(number) ? number : undefined;
  }
  return text;
}

/** A percent is typed as shown (25 for 25%) and held as a fraction (0.25). */
export const percentScale = (format: VisualValueFormat) => (format === 'percent' ? 100 : 1);
