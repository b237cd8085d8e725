import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen } from './lazyScreen';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

test('a preloaded screen renders at once: no fallback, so React has no reveal to hold back', async () => {
  const load = vi.fn(() => Promise.resolve({ default: Page }));
  const Screen = lazyScreen(load);
  await Screen.preload();
  render(
    <Suspense fallback={<p>carregando</p>}>
      <Screen name="Início" />
    </Suspense>,
  );
  expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
  expect(screen.queryByText('carregando')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a screen not preloaded loads on its first render, behind the fallback', async () => {
  let resolve!: (module: { default: typeof Page }) => void;
  const Screen = lazyScreen<{ name: string }>(() => new Promise((r) => (resolve = r)));
  render(
    <Suspense fallback={<p>carregando</p>}>
      <Screen name="Notas" />
    </Suspense>,
  );
  expect(screen.getByText('carregando')).toBeInTheDocument();
  await act(async () => resolve({ default: Page }));
  expect(await screen.findByRole('heading', { name: 'Notas' })).toBeInTheDocument();
});
