import { getContrastRatio, getLuminance } from '@mui/material/styles';
import type { ReportTheme } from '@nuvem/api-contract';
import { darkReportTheme, drawnThemeOf, GRAPHIC_CONTRAST, TEXT_CONTRAST, themeWith } from './themes';

// The dark MUI theme's paper (createNuvemTheme({ mode: 'dark' })): what the visuals are drawn on.
const SURFACE = '#1e1e1e';

// Two of the demo report themes (apps/api report-themes.ts): white pages, dark ink, saturated accents.
const grafite: ReportTheme = {
  name: 'Nuvem Grafite',
  dataColors: ['#37474F', '#78909C', '#0288D1', '#FB8C00', '#43A047', '#E53935', '#8E24AA', '#FDD835'],
  background: '#FFFFFF',
  foreground: '#1F2933',
  tableAccent: '#37474F',
};
const vermelho: ReportTheme = {
  name: 'Nuvem Vermelho',
  dataColors: ['#C62828', '#EF9A9A', '#FF7043', '#6A1B9A', '#283593', '#00838F', '#9E9D24', '#4E342E'],
  background: '#FFFFFF',
  foreground: '#1F2933',
  tableAccent: '#C62828',
};

test('AA: text at 4.5:1, graphics at 3:1', () => {
  expect(TEXT_CONTRAST).toBe(4.5);
  expect(GRAPHIC_CONTRAST).toBe(3);
});

test.each([grafite, vermelho])(
  '$name on a dark page: dark background, light ink, readable colours',
  (theme) => {
    const dark = darkReportTheme(theme, SURFACE);
    expect(dark.name).toBe(theme.name);
    // A white page becomes the dark paper, as the light page is the light paper.
    expect(dark.background).toBe('#1E1E1E');
    for (const background of [dark.background!, SURFACE]) {
      expect(getContrastRatio(dark.foreground!, background)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(dark.tableAccent!, background)).toBeGreaterThanOrEqual(4.5);
      for (const colour of dark.dataColors)
        expect(getContrastRatio(colour, background)).toBeGreaterThanOrEqual(3);
    }
    expect(dark.dataColors).toHaveLength(theme.dataColors.length);
    theme.dataColors.forEach((colour, i) => {
      const shown = dark.dataColors[i]!;
      if (getContrastRatio(colour, SURFACE) >= 3) expect(shown).toBe(colour);
      // An unreadable one is lightened, not replaced by white or by another series' colour.
      else {
        expect(getLuminance(shown)).toBeGreaterThan(getLuminance(colour));
        expect(shown).not.toBe('#FFFFFF');
        expect(theme.dataColors).not.toContain(shown);
      }
    });
    // The ink keeps its hue: dark blue-grey becomes light blue-grey, not plain white.
    expect(dark.foreground).not.toBe('#FFFFFF');
  },
);

test('colours that already read on dark are kept as they are', () => {
  expect(darkReportTheme(grafite, SURFACE).dataColors.slice(1)).toEqual([
    '#78909C',
    '#0288D1',
    '#FB8C00',
    '#43A047',
    '#E53935',
    '#9D42B5', // #8E24AA stood out by 2.6:1 only
    '#FDD835',
  ]);
  const alreadyDark: ReportTheme = {
    name: 'Noite',
    dataColors: ['#FFB74D'],
    background: '#0B1220',
    foreground: '#E6EDF3',
    tableAccent: '#8AB4F8',
  };
  expect(darkReportTheme(alreadyDark, SURFACE)).toEqual(alreadyDark);
});

test('a tinted light page becomes a dark shade of its tint; a theme without ink or accent gets none', () => {
  const dark = darkReportTheme({ name: 'Azulado', dataColors: ['#0B5394'], background: '#F3F6FA' }, SURFACE);
  expect(dark).not.toHaveProperty('foreground');
  expect(dark).not.toHaveProperty('tableAccent');
  const background = dark.background!;
  expect(getContrastRatio('#FFFFFF', background)).toBeGreaterThanOrEqual(4.5);
  // Bluish: more blue than red.
  expect(parseInt(background.slice(5, 7), 16)).toBeGreaterThan(parseInt(background.slice(1, 3), 16));
  expect(getContrastRatio(dark.dataColors[0]!, background)).toBeGreaterThanOrEqual(3);
  // No background at all is a white page, so a dark one too.
  expect(darkReportTheme({ name: 'Sem fundo', dataColors: ['#E69138'] }, SURFACE).background).toBe('#1E1E1E');
});

test('the drawn theme: the report theme as it is in light, its dark variant in dark; the host JSON wins in both', () => {
  const host = { name: 'Host', background: '#FFFFFF', dataColors: ['#112233'], visualStyles: {} };
  expect(drawnThemeOf(grafite, null, { mode: 'light', surface: '#ffffff' })).toEqual(grafite);
  expect(drawnThemeOf(grafite, host, { mode: 'light', surface: '#ffffff' })).toEqual(
    themeWith(grafite, host),
  );
  expect(drawnThemeOf(grafite, null, { mode: 'dark', surface: SURFACE })).toEqual(
    darkReportTheme(grafite, SURFACE),
  );
  // The host's colours are drawn as given; what it did not set comes from the dark variant.
  expect(drawnThemeOf(grafite, host, { mode: 'dark', surface: SURFACE })).toEqual({
    ...darkReportTheme(grafite, SURFACE),
    name: 'Host',
    background: '#FFFFFF',
    dataColors: ['#112233'],
  });
});
