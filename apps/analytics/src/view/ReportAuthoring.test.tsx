import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHost, sessionOf } from '../testing/fakeHost';
import { FrameApp } from './FrameApp';

// The create experience as the viewer uses it in the frame: the authoring pane, the page tabs' 'Nova página'
// and Salvar, which names the new report in the frame's dialog.
test('a field chosen in the pane makes a visual; Nova página adds a page; Salvar names and saves the report', async () => {
  const host = await fakeHost();
  render(<FrameApp frame={host.frame} />);
  await act(async () => {
    await host.request('POST', '/report/create', { accessToken: 'token-1', datasetId: 'consumo' });
    await host.waitForEvents('loaded');
  });
  const fields = await screen.findByRole('region', { name: 'Campos' });
  await userEvent.click(within(fields).getByRole('button', { name: 'Adicionar Custo Total' }));
  const session = await sessionOf(host);
  expect(session.state.report.pages[0]!.visuals.map((visual) => visual.type)).toEqual(['card']);
  // The new visual is the selected one: its well lists the field.
  expect(screen.getByRole('group', { name: 'Visual selecionado: Custo Total' })).toBeInTheDocument();
  const toolbar = screen.getByRole('toolbar', { name: 'Edição do relatório' });
  expect(within(toolbar).getByRole('status')).toHaveTextContent('Alterações não salvas');

  await userEvent.click(screen.getByRole('button', { name: 'Nova página' }));
  expect(session.state.report.pages.map((page) => page.displayName)).toEqual(['Página 1', 'Página 2']);

  await userEvent.click(
    within(screen.getByRole('toolbar', { name: 'Edição do relatório' })).getByRole('button', {
      name: 'Salvar',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Salvar o relatório' });
  const name = within(dialog).getByRole('textbox', { name: 'Nome do relatório' });
  expect(name).toHaveValue('Relatório sem título');
  await userEvent.clear(name);
  await userEvent.type(name, 'Custos de 2026{Enter}');
  const [saved] = await host.waitForEvents('saved');
  expect(saved!.body).toMatchObject({ reportName: 'Custos de 2026', saveAs: true });
  expect(await screen.findByText('Todas as alterações foram salvas')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  host.close();
});
