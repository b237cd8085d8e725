/**
 * Data colours when the report theme gives none: Power BI's default theme (its first ten `dataColors`), so
 * a report without a theme looks as it would there.
 */
export const DEFAULT_DATA_COLORS: readonly string[] = [
  '#118DFF',
  '#12239E',
  '#E66C37',
  '#6B007B',
  '#E044A7',
  '#744EC2',
  '#D9B300',
  '#D64550',
  '#197278',
  '#1AAB40',
];
