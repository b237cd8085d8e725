import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedField } from '../internal/OutlinedField';

export interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** An already-translated error; it replaces the Caps Lock warning. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The login password: a show/hide toggle with an accessible name, and a Caps Lock warning. */
export function PasswordField({ value, onChange, error, inputRef }: PasswordFieldProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'LoginPage' });
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const watchCapsLock = (event: KeyboardEvent) => setCapsLock(event.getModifierState('CapsLock'));
  const helperText = error ?? (capsLock ? t('capsLock') : undefined);

  return (
    <OutlinedField
      label={t('password')}
      type={visible ? 'text' : 'password'}
      name="password"
      autoComplete="current-password"
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={watchCapsLock}
      onKeyUp={watchCapsLock}
      onBlur={() => setCapsLock(false)}
      error={error !== undefined}
      helperText={helperText}
      inputRef={inputRef}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={visible ? t('hidePassword') : t('showPassword')}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
