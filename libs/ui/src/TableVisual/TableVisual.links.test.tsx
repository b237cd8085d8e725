import { fireEvent, screen, within } from '@testing-library/react';
import { openTickets } from '../internal/sampleVisualData';
import { renderWithProviders } from '../testing/renderWithProviders';
import { TableVisual } from './TableVisual';

const url = (n: number) => openTickets.rows[n]![1] as string;

/** Clicks the element and tells whether the browser's default (following the link) was cancelled. */
const clickCancelled = (element: Element) => !fireEvent.click(element);

describe('a table with a web URL column', () => {
  test('links http(s) addresses only, opening in a new tab without access to the report', () => {
    renderWithProviders(<TableVisual data={openTickets} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([url(0), url(1), url(2)]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[3]!).queryByRole('link')).toBeNull();
    expect(rows[3]).toHaveTextContent('javascript:alert(document.domain)');
    expect(rows[4]).toHaveTextContent('(Em branco)');
  });

  test.each([
    ['pt-BR', '(abre em nova aba)'],
    ['en', '(opens in a new tab)'],
    ['es', '(se abre en una pestaña nueva)'],
  ] as const)('%s: the link reads the address and says it opens a new tab', (locale, newTab) => {
    renderWithProviders(<TableVisual data={openTickets} />, { locale });
    expect(
      screen.getByRole('link', { name: `portal.nuvem.example/tickets?numero=CH-260312-ACM1-1 ${newTab}` }),
    ).toBeInTheDocument();
  });

  test('with onLinkClick the frame decides: the browser does not follow, and the row is not selected', () => {
    const onLinkClick = vi.fn();
    const onSelect = vi.fn();
    renderWithProviders(<TableVisual data={openTickets} onLinkClick={onLinkClick} onSelect={onSelect} />);
    expect(clickCancelled(screen.getAllByRole('link')[2]!)).toBe(true);
    expect(onLinkClick).toHaveBeenCalledWith(url(2), {
      identity: [
        { key: 'Chamados.Número', value: 'CH-260311-GLX1-2' },
        { key: 'Chamados.Link', value: url(2) },
        { key: 'Chamados.Prioridade', value: 'Média' },
      ],
      values: [{ key: 'Chamados.Chamados', value: 1, formatted: '1' }],
    });
    expect(onSelect).not.toHaveBeenCalled();
  });

  test('without onLinkClick the browser follows the link', () => {
    renderWithProviders(<TableVisual data={openTickets} />);
    expect(clickCancelled(screen.getAllByRole('link')[0]!)).toBe(false);
  });

  test("a text column's addresses stay text", () => {
    const asText = {
      ...openTickets,
      columns: openTickets.columns.map((column) => ({ ...column, format: 'text' as const })),
    };
    renderWithProviders(<TableVisual data={asText} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
