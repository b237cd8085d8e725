import { useState } from 'react';
import type { FormFieldBinding } from './formFieldBinding';

/** A field bound to local state, with a fixed refusal: what stories and tests give a presentational form. */
export function useFieldBinding(name: string, initial = '', error?: string): FormFieldBinding {
  const [value, setValue] = useState(initial);
  return { name, value, onChange: setValue, error };
}
