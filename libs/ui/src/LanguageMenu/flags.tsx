import type { ComponentType } from 'react';
import type { Locale } from '../i18n/locales';

/** Drawn flags, simplified to read at 24×16 px. Decorative: the language's name is given beside or as a label. */
interface FlagProps {
  size?: number;
}

const frame = (size: number) =>
  ({
    width: size,
    height: (size * 2) / 3,
    viewBox: '0 0 30 20',
    'aria-hidden': true,
    focusable: false,
    style: { display: 'block', borderRadius: 2, boxShadow: '0 0 0 1px rgba(127,127,127,0.4)' },
  }) as const;

/** Brazil: green field, yellow rhombus, blue globe with a white band. */
export function BrazilFlag({ size = 24 }: FlagProps) {
  return (
    <svg {...frame(size)}>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.2 27.6 10 15 17.8 2.4 10z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.6" fill="#002776" />
      <path d="M10.6 9.1c3-.6 6.3-.1 8.9 1.6l-.3.8c-2.5-1.6-5.6-2.1-8.5-1.5z" fill="#fff" />
    </svg>
  );
}

/** United States: thirteen stripes and a blue canton (stars suggested by dots). */
export function UnitedStatesFlag({ size = 24 }: FlagProps) {
  const stripe = 20 / 13;
  return (
    <svg {...frame(size)}>
      <rect width="30" height="20" fill="#fff" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={i * 2 * stripe} width="30" height={stripe} fill="#b22234" />
      ))}
      <rect width="12" height={stripe * 7} fill="#3c3b6e" />
      {Array.from({ length: 12 }, (_, i) => (
        <circle key={i} cx={1.5 + (i % 4) * 3} cy={1.6 + Math.floor(i / 4) * 3.2} r="0.55" fill="#fff" />
      ))}
    </svg>
  );
}

/** Spain: red, yellow (twice as tall), red; the coat of arms is left out at this size. */
export function SpainFlag({ size = 24 }: FlagProps) {
  return (
    <svg {...frame(size)}>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </svg>
  );
}

/** The flag shown for each interface language. */
export const FLAG_OF: Record<Locale, ComponentType<FlagProps>> = {
  'pt-BR': BrazilFlag,
  en: UnitedStatesFlag,
  es: SpainFlag,
};
