import { createContext, useMemo, type ReactNode } from 'react';

export interface VisualFormatSettings {
  /** The format locale (the SDK's `formatLocale`); the interface language when omitted. */
  locale?: string;
  /** Zone date-times are written in; the browser's when omitted (stories pin one). */
  timeZone?: string;
  /** ISO 4217 code of money values; BRL when omitted. */
  currency?: string;
}

export const VisualFormatContext = createContext<VisualFormatSettings>({});

export interface VisualFormatProviderProps extends VisualFormatSettings {
  children: ReactNode;
}

/**
 * How the analytics visuals inside format numbers and dates. The frame wraps a report once with the
 * embed's `formatLocale`, which may differ from the interface language (English menus, Brazilian numbers).
 */
export function VisualFormatProvider({ locale, timeZone, currency, children }: VisualFormatProviderProps) {
  const value = useMemo(() => ({ locale, timeZone, currency }), [locale, timeZone, currency]);
  return <VisualFormatContext.Provider value={value}>{children}</VisualFormatContext.Provider>;
}
