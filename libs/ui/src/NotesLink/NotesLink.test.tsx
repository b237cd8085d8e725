import { screen } from '@testing-library/react';
import type { Locale } from '../i18n';
import { renderWithProviders } from '../testing/renderWithProviders';
import { NotesLink } from './NotesLink';

test.each<[Locale, number, string]>([
  ['pt-BR', 0, 'Notas: nenhuma marcada'],
  ['pt-BR', 1, 'Notas: 1 marcada'],
  ['pt-BR', 3, 'Notas: 3 marcadas'],
  ['pt-BR', 1234, 'Notas: 1.234 marcadas'],
  ['en', 0, 'Notes: none checked'],
  ['en', 1, 'Notes: 1 checked'],
  ['en', 1234, 'Notes: 1,234 checked'],
  ['es', 0, 'Notas: ninguna marcada'],
  ['es', 1, 'Notas: 1 marcada'],
  ['es', 7, 'Notas: 7 marcadas'],
])('%s, %i checked → %j', (locale, count, name) => {
  renderWithProviders(<NotesLink count={count} />, { locale });
  expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/notes');
});

test.each([
  [0, null],
  [5, '5'],
  [99, '99'],
  [100, '99+'],
])('%i checked shows the badge %j', (count, badge) => {
  const { container } = renderWithProviders(<NotesLink count={count} />);
  const content = container.querySelector('.MuiBadge-badge');
  if (badge === null) expect(content).toHaveClass('MuiBadge-invisible');
  else expect(content).toHaveTextContent(badge);
});
