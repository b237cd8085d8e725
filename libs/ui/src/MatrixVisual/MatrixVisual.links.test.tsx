import { fireEvent, screen } from '@testing-library/react';
import { ticketsByLinkAndPriority } from '../internal/sampleVisualData';
import { renderWithProviders } from '../testing/renderWithProviders';
import { MatrixVisual } from './MatrixVisual';

const clickCancelled = (element: Element) => !fireEvent.click(element);

test("a matrix's row headers of a web URL column are links", () => {
  const onLinkClick = vi.fn();
  renderWithProviders(<MatrixVisual data={ticketsByLinkAndPriority} onLinkClick={onLinkClick} />);
  const links = screen.getAllByRole('link');
  expect(links).toHaveLength(3);
  expect(clickCancelled(links[0]!)).toBe(true);
  const first = ticketsByLinkAndPriority.rows[0]![0];
  expect(onLinkClick).toHaveBeenCalledWith(first, {
    identity: [{ key: 'Chamados.Link', value: first }],
    values: [],
  });
  expect(screen.getByRole('rowheader', { name: 'javascript:alert(document.domain)' })).toBeInTheDocument();
});

test('the second row level is linked when it is one web URL column', () => {
  const [link, priority, count] = ticketsByLinkAndPriority.columns;
  const byPriority = {
    ...ticketsByLinkAndPriority,
    columns: [{ ...priority!, role: 'category' as const }, link!, count!],
    rows: ticketsByLinkAndPriority.rows.map(([url, level, n]) => [level ?? null, url ?? null, n ?? null]),
  };
  const onLinkClick = vi.fn();
  renderWithProviders(<MatrixVisual data={byPriority} defaultExpanded onLinkClick={onLinkClick} />);
  const links = screen.getAllByRole('link');
  expect(links).toHaveLength(3);
  fireEvent.click(links[1]!);
  const second = ticketsByLinkAndPriority.rows[1]![0];
  expect(onLinkClick).toHaveBeenCalledWith(second, {
    identity: [
      { key: 'Chamados.Prioridade', value: 'Alta' },
      { key: 'Chamados.Link', value: second },
    ],
    values: [],
  });
});
