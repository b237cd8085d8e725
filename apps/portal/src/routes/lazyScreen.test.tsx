import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { lazyScreen, ScreenFallbackProvider } from './lazyScreen';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

test('a preloaded screen renders at once: no fallback, so React has no reveal to hold back', async () => {
  const load = vi.fn(() => Promise.resolve({ default: Page }));
  const Screen = lazyScreen(load);
  await Screen.preload();
  render(
    <ScreenFallbackProvider value={<p>carregando</p>}>
      <Screen name="Início" />
    </ScreenFallbackProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
  expect(screen.queryByText('carregando')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a screen not preloaded shows the provider’s fallback, then itself, without suspending', async () => {
  let resolve!: (module: { default: typeof Page }) => void;
  const load = vi.fn(() => new Promise<{ default: typeof Page }>((r) => (resolve = r)));
  const Screen = lazyScreen<{ name: string }>(load);
  render(
    <ScreenFallbackProvider value={<p>carregando</p>}>
      <Screen name="Notas" />
    </ScreenFallbackProvider>,
  );
  expect(screen.getByText('carregando')).toBeInTheDocument();
  await act(async () => resolve({ default: Page }));
  expect(await screen.findByRole('heading', { name: 'Notas' })).toBeInTheDocument();
  expect(screen.queryByText('carregando')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed download reaches the error boundary, and the next render asks for the code again', async () => {
  // React reports the error it hands to the boundary; that report is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = vi
    .fn<() => Promise<{ default: typeof Page }>>()
    .mockRejectedValueOnce(new Error('chunk perdido'))
    .mockResolvedValue({ default: Page });
  const Screen = lazyScreen<{ name: string }>(load);
  const { unmount } = render(
    <Boundary>
      <Screen name="Notas" />
    </Boundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('chunk perdido');
  unmount();
  render(<Screen name="Notas" />);
  expect(await screen.findByRole('heading', { name: 'Notas' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
