import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makePrincipals, samplePrincipals } from '../InsightsBrowser/insightFixtures';
import { DashboardPermissionsDialog } from './DashboardPermissionsDialog';
import { overlayDocs } from '../internal/overlayDocs';

const meta = {
  title: 'Insights/DashboardPermissionsDialog',
  component: DashboardPermissionsDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    dashboardName: 'Faturamento mensal',
    state: { status: 'ready' },
    principals: samplePrincipals,
    onClose: fn(),
    onRetry: fn(),
  },
  parameters: overlayDocs,
} satisfies Meta<typeof DashboardPermissionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Listagem das permissões' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Each principal with its chip; 'Sair' closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Faturamento mensal');
    const list = within(dialog).getByRole('list', { name: 'Permissões de Faturamento mensal' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('maria.souza@cliente.com.bradministrador do dashboard');
    await expect(items[1]).toHaveTextContent('joao.lima@cliente.com.brSomente leitura');
    await expect(within(dialog).getAllByText('administrador do dashboard')).toHaveLength(2);
    await expect(within(dialog).getAllByText('Somente leitura')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Escape closes it as well. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' }, principals: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('progressbar', { name: 'Carregando permissões...' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Não foi possível carregar as permissões.' }, principals: [] },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as permissões.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { principals: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText('Nenhuma permissão encontrada.')).toBeVisible();
  },
};

/** Many principals: the list scrolls inside the dialog, and can be scrolled by keyboard. */
export const ManyPrincipals: Story = {
  args: { principals: makePrincipals(40) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(40);
    await expect(within(dialog).getByRole('button', { name: 'Sair' })).toBeVisible();
  },
};

/** Insights groups come first, by name, marked '(grupo)'; then the users holding it directly. */
export const WithGroups: Story = {
  args: {
    principals: [
      { principal: 'Financeiro Acme', admin: true, group: true },
      { principal: 'Diretoria', admin: false, group: true },
      { principal: 'diego@nuvem.example', admin: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const items = within(dialog).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Financeiro Acme(grupo)administrador do dashboard');
    await expect(items[1]).toHaveTextContent('Diretoria(grupo)Somente leitura');
    await expect(items[2]).not.toHaveTextContent('(grupo)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const LongNames: Story = {
  args: {
    dashboardName:
      'Acompanhamento consolidado de consumo, custos e disponibilidade de todos os ambientes de produção e homologação',
    principals: [
      {
        principal: 'grupo.de.analistas.de.infraestrutura.e.operacoes.em.nuvem@cliente-corporativo.com.br',
        admin: true,
      },
      { principal: 'Equipe de Governança, Riscos e Conformidade da Diretoria de Tecnologia', admin: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Permissions list' });
    await expect(within(dialog).getAllByText('dashboard administrator')).toHaveLength(2);
    await expect(within(dialog).getAllByText('Read only')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
