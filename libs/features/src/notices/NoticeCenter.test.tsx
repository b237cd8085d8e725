import { act, fireEvent, screen } from '@testing-library/react';
import { setupFeatures } from '../testing/renderWithFeatures';
import { NoticeCenter } from './NoticeCenter';
import { useNotify } from './useNotify';

function Failing({ error }: { error: unknown }) {
  const { notifyError } = useNotify();
  return <button onClick={() => notifyError(error)}>fail</button>;
}

test('shows the notices of the store and closes them', () => {
  const { render, notices } = setupFeatures({});
  render(<NoticeCenter />);
  act(
    () =>
      void notices.notify({
        severity: 'error',
        title: 'Erro',
        message: 'Não foi possível obter a lista de alertas',
      }),
  );
  const region = screen.getByRole('region', { name: 'Notificações' });
  expect(region).toHaveTextContent('Não foi possível obter a lista de alertas');
  fireEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
  expect(screen.queryByRole('region', { name: 'Notificações' })).not.toBeInTheDocument();
});

test('notifyError shows a call’s error per spec §8; one without its fields is only logged', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { render, notices } = setupFeatures({});
  render(
    <>
      <Failing error={{ error_code: 'forbidden', error_title: 'Acesso negado', error_type: 'warning' }} />
      <Failing error={new Error('plain')} />
    </>,
  );
  const [withCode, plain] = screen.getAllByRole('button', { name: 'fail' });
  fireEvent.click(withCode!);
  expect(notices.notices()).toMatchObject([
    { severity: 'warning', title: 'Acesso negado', message: 'Você não tem permissão para fazer isso.' },
  ]);
  fireEvent.click(plain!);
  expect(notices.notices()).toHaveLength(1);
  expect(error).toHaveBeenCalled();
});

test('beside an open right sidebar the notices stand left of it', () => {
  const { render, notices } = setupFeatures({});
  const { rerender } = render(<NoticeCenter />);
  act(
    () =>
      void notices.notify({
        severity: 'success',
        title: 'Atualizado',
        message: 'Favorito atualizado com sucesso',
      }),
  );
  const region = () => screen.getByRole('region', { name: 'Notificações' });
  expect(region()).not.toHaveAttribute('data-beside-panel');
  rerender(<NoticeCenter endPanelWidth={400} />);
  expect(region()).toHaveAttribute('data-beside-panel', 'true');
});
