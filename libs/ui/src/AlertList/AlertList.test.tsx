import { fireEvent, screen, within } from '@testing-library/react';
import type { ShellAlert } from '../model/alert';
import { renderWithProviders } from '../testing/renderWithProviders';
import { AlertList } from './AlertList';

const alertsOf = (count: number): ShellAlert[] =>
  Array.from({ length: count }, (_, i) => ({ id: `a${i + 1}`, severity: 'normal', text: `Alerta ${i + 1}` }));

test.each([
  [1, 1, null],
  [2, 2, null],
  [3, 2, 'Mostrar todos (3)'],
  [7, 2, 'Mostrar todos (7)'],
  [30, 2, 'Mostrar todos (30)'],
])('%i alerts: %i shown, toggle %j', (count, shown, toggle) => {
  renderWithProviders(<AlertList alerts={alertsOf(count)} />);
  expect(screen.getAllByRole('status')).toHaveLength(shown);
  expect(screen.getAllByRole('status')[0]).toHaveTextContent('Alerta 1');
  if (toggle === null) expect(screen.queryByRole('button')).toBeNull();
  else expect(screen.getByRole('button', { name: toggle })).toHaveAttribute('aria-expanded', 'false');
});

test('the toggle expands the older alerts it controls, and collapses them again', () => {
  renderWithProviders(<AlertList alerts={alertsOf(7)} />);
  const toggle = screen.getByRole('button', { name: 'Mostrar todos (7)' });
  const older = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect(older).not.toBeVisible();
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveTextContent('Mostrar menos');
  expect(older).toBeVisible();
  expect(
    within(older)
      .getAllByRole('status')
      .map((a) => a.textContent),
  ).toEqual(['Alerta 3', 'Alerta 4', 'Alerta 5', 'Alerta 6', 'Alerta 7']);
  fireEvent.click(toggle);
  expect(screen.getAllByRole('status')).toHaveLength(2);
});

test.each([
  ['pt-BR', null, 'Mostrar todos (3)'],
  ['en', 'Message from the provider', 'Show all (3)'],
  ['es', 'Mensaje del proveedor', 'Mostrar todas (3)'],
] as const)('in %s a Portuguese text is captioned %j', (locale, caption, toggle) => {
  const alerts: ShellAlert[] = [
    { id: 'c1', severity: 'warning', text: 'Manutenção hoje.', textLang: 'pt-BR', detail: 'Detalhe' },
    ...alertsOf(2),
  ];
  renderWithProviders(<AlertList alerts={alerts} />, { locale });
  const first = screen.getAllByRole('status')[0]!;
  if (caption) {
    expect(within(first).getByText(caption)).toBeInTheDocument();
    expect(within(first).getByText('Manutenção hoje.')).toHaveAttribute('lang', 'pt-BR');
  } else {
    expect(first).toHaveTextContent('Manutenção hoje.');
    expect(first).not.toHaveTextContent('Mensagem do provedor');
  }
  expect(within(first).getByText('Detalhe')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: toggle })).toBeInTheDocument();
});

test('a critical alert never waits behind the toggle, however many there are', () => {
  const alerts: ShellAlert[] = [
    ...['c1', 'c2', 'c3'].map((id) => ({ id, severity: 'critical' as const, text: `Crítico ${id}` })),
    ...alertsOf(4),
  ];
  renderWithProviders(<AlertList alerts={alerts} />);
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
    'Crítico c1',
    'Crítico c2',
    'Crítico c3',
  ]);
  expect(screen.queryAllByRole('status')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Mostrar todos (7)' })).toBeInTheDocument();
});

test('a long text shows two lines and opens the rest with Ler mais', () => {
  const text = 'ATENÇÃO! '.repeat(30);
  renderWithProviders(<AlertList alerts={[{ id: 'long', severity: 'warning', text }]} />);
  const more = screen.getByRole('button', { name: 'Ler mais' });
  const body = document.getElementById(more.getAttribute('aria-controls')!)!;
  expect(body).toHaveStyle({ WebkitLineClamp: '2' });
  fireEvent.click(more);
  expect(more).toHaveAttribute('aria-expanded', 'true');
  expect(more).toHaveTextContent('Ler menos');
  expect(body).not.toHaveStyle({ WebkitLineClamp: '2' });
});

test('a critical alert shows even when it comes after the first ones', () => {
  const alerts: ShellAlert[] = [...alertsOf(3), { id: 'late', severity: 'critical', text: 'Crítico tardio' }];
  renderWithProviders(<AlertList alerts={alerts} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Crítico tardio');
  expect(screen.getAllByRole('status').map((a) => a.textContent)).toEqual(['Alerta 1', 'Alerta 2']);
});
