import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link } from 'react-router-dom';
import { useUrlQuery } from './useUrlQuery';

function Search() {
  const [query, setQuery] = useUrlQuery('q');
  return (
    <>
      <input aria-label="busca" value={query} onChange={(event) => setQuery(event.target.value)} />
      <Link to="/insights?q=rede">link</Link>
      <Link to="/insights">limpo</Link>
    </>
  );
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <BrowserRouter>
      <Search />
    </BrowserRouter>,
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'busca' });

test('starts from the URL', () => {
  renderAt('/insights?q=custos');
  expect(field().value).toBe('custos');
});

test('keeps every letter typed fast and writes each to the same history entry', async () => {
  renderAt('/insights');
  const entries = window.history.length;
  await userEvent.type(field(), 'Faturamento Mensal', { delay: null });
  expect(field().value).toBe('Faturamento Mensal');
  expect(window.location.search).toBe('?q=Faturamento+Mensal');
  expect(window.history.length).toBe(entries);
  await userEvent.clear(field());
  expect(window.location.search).toBe('');
});

test('a navigation to another search reads the URL again', async () => {
  renderAt('/insights?q=custos');
  await userEvent.type(field(), 'x');
  await act(async () => screen.getByRole('link', { name: 'link' }).click());
  expect(field().value).toBe('rede');
  await act(async () => screen.getByRole('link', { name: 'limpo' }).click());
  expect(field().value).toBe('');
});
