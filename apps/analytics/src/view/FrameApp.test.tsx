import { act, render, screen } from '@testing-library/react';
import { fakeAnalyticsApi } from '../testing/fakeAnalyticsApi';
import { fakeHost, reportConfig } from '../testing/fakeHost';
import { FrameApp } from './FrameApp';

test('an unknown path shows the 404 page, in the frame language', async () => {
  const host = await fakeHost({ path: '/somewhere', search: '?language=en' });
  render(<FrameApp frame={host.frame} />);
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

test('the root says what the address is for, and answers no parent', async () => {
  const host = await fakeHost({ path: '/' });
  render(<FrameApp frame={host.frame} />);
  expect(screen.getByRole('heading', { name: 'Nuvem Analytics' })).toBeInTheDocument();
  expect(screen.getByText(/abra Insights/)).toBeInTheDocument();
  expect(host.frame.content).toBeNull();
});

test('a parent that may not embed gets the translated refusal', async () => {
  const host = await fakeHost({ api: fakeAnalyticsApi({ origins: [] }) });
  render(<FrameApp frame={host.frame} />);
  expect(
    await screen.findByRole('heading', { name: 'Este conteúdo não pode ser exibido aqui' }),
  ).toBeInTheDocument();
});

test('the frame waits for the load, then shows the failure in Spanish unless errors are hidden', async () => {
  const host = await fakeHost({ search: '?uid=u1&language=es' });
  render(<FrameApp frame={host.frame} />);
  expect(await screen.findByText('Esperando a la página de origen…')).toBeInTheDocument();
  await act(async () => {
    await host.request('POST', '/report/load', reportConfig({ id: '99999999-9999-4999-8999-999999999999' }));
    await host.waitForEvents('error');
  });
  expect(await screen.findByRole('heading', { name: 'No se pudo mostrar el contenido' })).toBeInTheDocument();
  expect(
    screen.getByText('El contenido no se encontró o no está disponible para este token.'),
  ).toBeInTheDocument();
  host.close();
});

test('with hideErrors the frame shows nothing of a failed load', async () => {
  const host = await fakeHost();
  const { container } = render(<FrameApp frame={host.frame} />);
  await act(async () => {
    const config = reportConfig({
      id: '99999999-9999-4999-8999-999999999999',
      settings: { hideErrors: true },
    });
    await host.request('POST', '/report/load', config);
    await host.waitForEvents('error');
  });
  expect(container.querySelector('h1')).toBeNull();
  host.close();
});
