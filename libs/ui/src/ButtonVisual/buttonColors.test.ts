import { getContrastRatio } from '@mui/material/styles';
import { MIN_TEXT_CONTRAST, buttonColorsOf } from './buttonColors';

// The demo report themes' accents (apps/api report-themes.ts) and light colours a theme may bring.
test.each([
  ['#1565C0', '#FFFFFF'],
  ['#2E7D32', '#FFFFFF'],
  ['#C62828', '#FFFFFF'],
  ['#00695C', '#FFFFFF'],
  ['#37474F', '#FFFFFF'],
  ['#EF6C00', '#1F2933'],
  ['#FDD835', '#1F2933'],
  ['#42A5F5', '#1F2933'],
  ['#FFFFFF', '#1F2933'],
  ['#000000', '#FFFFFF'],
])('on %s the text is %s, and reads at 4.5:1 at least, hovered too', (background, text) => {
  const colors = buttonColorsOf(background);
  expect(colors.text).toBe(text);
  expect(MIN_TEXT_CONTRAST).toBe(4.5);
  expect(getContrastRatio(colors.text, background)).toBeGreaterThanOrEqual(4.5);
  expect(colors.hover).not.toBe(background);
  expect(getContrastRatio(colors.text, colors.hover)).toBeGreaterThanOrEqual(
    getContrastRatio(colors.text, background),
  );
});
