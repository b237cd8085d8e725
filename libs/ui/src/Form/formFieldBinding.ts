import type { Ref } from 'react';

/**
 * One text field's value, change, blur, refusal and input as a form hook gives them (useSchemaForm's `text`),
 * for a presentational form that lays its fields out: spread on FormTextField or FormSelect.
 */
export interface FormFieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}
