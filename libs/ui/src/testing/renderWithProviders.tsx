import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type Locale } from '../i18n';
import { createNuvemTheme, type NuvemThemeOptions } from '../theme';

export interface ProviderOptions extends NuvemThemeOptions {
  locale?: Locale;
}

/** Test helper: renders inside the Nuvem theme and a fresh i18next instance (pt-BR unless told). */
export function renderWithProviders(
  ui: ReactElement,
  { locale, ...theme }: ProviderOptions = {},
  options?: RenderOptions,
) {
  const i18n = createI18n(locale ? { locale } : {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={createNuvemTheme(theme)}>{children}</ThemeProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper, ...options });
}
