import Box from '@mui/material/Box';
import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';

/** The bullets shown in place of a hidden value: always the same length, so it does not hint at the value's. */
export const MASK = '••••••';

const MaskedValuesContext = createContext(false);

export interface MaskedValuesProviderProps {
  /** Hide the sensitive values (ids, federal ids, amounts) below: the top bar's eye (portal spec §2.7). */
  masked: boolean;
  children: ReactNode;
}

/** Tells every MaskedValue below whether to hide its value. */
export function MaskedValuesProvider({ masked, children }: MaskedValuesProviderProps) {
  return <MaskedValuesContext value={masked}>{children}</MaskedValuesContext>;
}

/** Whether sensitive values are hidden here (false outside any provider). */
export function useValuesMasked(): boolean {
  return useContext(MaskedValuesContext);
}

export interface MaskedValueProps {
  /** The sensitive value: a cloud id, a federal id, an IP address, an amount. */
  children: string;
}

/**
 * A sensitive value that the top bar's eye hides (portal spec §2.7). Hidden, it is replaced by bullets that
 * screen readers skip and the words 'valor oculto' that only they read: the value itself is not in the page.
 */
export function MaskedValue({ children }: MaskedValueProps) {
  const masked = useValuesMasked();
  const { t } = useTranslation('ui', { keyPrefix: 'MaskedValue' });
  if (!masked) return <>{children}</>;
  return (
    <Box component="span" data-masked-value="" sx={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden="true">{MASK}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('hidden')}
      </Box>
    </Box>
  );
}

// Stands for the value while a sentence is translated, then is replaced by a MaskedValue.
const PLACEHOLDER = '\u2063value\u2063';

export interface MaskedInTextProps {
  /** The sensitive value. */
  value: string;
  /** The sentence around it, translated with the value (or a placeholder) put in. */
  text: (value: string) => string;
}

/** A translated sentence holding a sensitive value, which the eye hides as MaskedValue does. */
export function MaskedInText({ value, text }: MaskedInTextProps) {
  const masked = useValuesMasked();
  if (!masked) return <>{text(value)}</>;
  return (
    <>
      {text(PLACEHOLDER)
        .split(PLACEHOLDER)
        .map((part, i) => (
          <Fragment key={i}>
            {i > 0 ? <MaskedValue>{value}</MaskedValue> : null}
            {part}
          </Fragment>
        ))}
    </>
  );
}

/** The text of a value as a label shows it (`title`, `aria-label`): the words 'valor oculto' when hidden. */
export function useMaskedText(): (value: string) => string {
  const masked = useValuesMasked();
  const { t } = useTranslation('ui', { keyPrefix: 'MaskedValue' });
  return (value) => (masked ? t('hidden') : value);
}
