import Fade from '@mui/material/Fade';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { createNuvemTheme } from './createNuvemTheme';

test('with reduced motion, transitions are none and last no time', () => {
  const { transitions } = createNuvemTheme({ reducedMotion: true });
  expect(transitions.create(['opacity', 'transform'])).toBe('none');
  expect(Object.values(transitions.duration)).toEqual(Object.values(transitions.duration).map(() => 0));
});

test('without it, MUI animates as usual', () => {
  const { transitions } = createNuvemTheme();
  expect(transitions.create('opacity')).toMatch(/^opacity \d+ms/);
  expect(transitions.duration.enteringScreen).toBeGreaterThan(0);
});

test.each([
  [true, 'none'],
  [false, /^opacity \d+ms/],
] as const)('a fade with reducedMotion %s has the transition %s', (reducedMotion, expected) => {
  render(
    <ThemeProvider theme={createNuvemTheme({ reducedMotion })}>
      <Fade in>
        <p>Manutenção programada</p>
      </Fade>
    </ThemeProvider>,
  );
  expect(screen.getByText('Manutenção programada').style.transition).toMatch(expected);
});
