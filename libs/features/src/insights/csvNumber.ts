// A number as a spreadsheet writes it into a CSV file: a sign, a currency symbol, digits grouped in thousands,
// a decimal separator, a percent sign ('R$ 1.234,56', '-12,5%', '1,234.50'), read into the invariant form the
// API takes. Digits with a leading zero ('00123', a CEP or a code) are no number: they would lose the zeros.

export interface CsvNumber {
  /** Invariant decimal ('1234.56'); a percentage as its fraction ('12,5%' → '0.125'). */
  value: string;
  currency: boolean;
  percent: boolean;
  /** Whole, without a decimal part. */
  integer: boolean;
}

const CURRENCY = /^(?:R\$|US\$|\$|€|£)\s?/;
const SIGN = /^[+-]\s?/;

/** One value read with `decimal` as its decimal separator (and the other one as its thousands separator). */
export function csvNumber(text: string, decimal: ',' | '.'): CsvNumber | undefined {
  let rest = text.trim();
  let negative = false;
  // The sign may come before or after the symbol: '-R$ 10,00', 'R$ -10,00'.
  const takeSign = () => {
    const sign = SIGN.exec(rest);
    if (!sign) return false;
    negative = sign[0].startsWith('-');
    rest = rest.slice(sign[0].length);
    return true;
  };
  const signed = takeSign();
  const symbol = CURRENCY.exec(rest);
  if (symbol) rest = rest.slice(symbol[0].length);
  if (!signed && symbol) takeSign();
  const percent = rest.endsWith('%');
  if (percent) rest = rest.slice(0, -1).trimEnd();
  if (symbol && percent) return undefined;

  const group = decimal === ',' ? '\\.' : ',';
  const match = new RegExp(`^(\\d{1,3}(?:${group}\\d{3})+|\\d+)(?:\\${decimal}(\\d+))?$`).exec(rest);
  if (!match) return undefined;
  const whole = match[1]!.replace(/\D/g, '');
  if (whole.length > 1 && whole.startsWith('0')) return undefined;
  const fraction = match[2];
  const magnitude = fraction ? `${whole}.${fraction}` : whole;
  const value = percent ? hundredth(magnitude) : magnitude;
  return {
    value: negative && /[1-9]/.test(value) ? `-${value}` : value,
    currency: Boolean(symbol),
    percent,
    integer: !fraction && !percent,
  };
}

/** An unsigned invariant decimal divided by 100, in decimal digits (no binary rounding: '33.3' → '0.333'). */
function hundredth(magnitude: string): string {
  const [whole, fraction = ''] = magnitude.split('.') as [string, string?];
  const padded = whole.padStart(3, '0');
  const shifted = `${padded.slice(0, -2).replace(/^0+(?=\d)/, '')}.${padded.slice(-2)}${fraction}`;
  return shifted.replace(/0+$/, '').replace(/\.$/, '');
}
