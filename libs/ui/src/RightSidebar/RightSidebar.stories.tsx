import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { manySamplePipelineActions, samplePipelineActions } from '../PipelineList/samplePipelineActions';
import { RightSidebar } from './RightSidebar';
import { overlayDocs } from '../internal/overlayDocs';

const clientActions = samplePipelineActions.filter((action) => action.cloud_id === 'ACME01');

const meta = {
  title: 'Shell/RightSidebar',
  component: RightSidebar,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    clientActions,
    allActions: samplePipelineActions,
    providerName: 'Nuvem Cloud',
    timeZone: 'America/Sao_Paulo',
  },
  parameters: { layout: 'fullscreen', ...overlayDocs },
} satisfies Meta<typeof RightSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer: only the 'Ações' tab, with the current environment's latest actions. */
export const ClientOnly: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sidebar = await body.findByRole('dialog', { name: 'Painel de ações' });
    const tabs = within(sidebar).getAllByRole('tab');
    await expect(tabs).toHaveLength(1);
    await expect(tabs[0]).toHaveTextContent('Ações');
    await expect(within(sidebar).queryByRole('tab', { name: 'Nuvem Cloud' })).not.toBeInTheDocument();
    const list = within(sidebar).getByRole('list', { name: 'Últimas Ações Executadas' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(clientActions.length);
  },
};

/** With list_pipelines_admin: a second tab, named after the provider, lists the actions of all environments. */
export const WithAllActions: Story = {
  args: { showAllActions: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sidebar = await body.findByRole('dialog', { name: 'Painel de ações' });
    const actionsTab = within(sidebar).getByRole('tab', { name: 'Ações' });
    const providerTab = within(sidebar).getByRole('tab', { name: 'Nuvem Cloud' });
    await expect(actionsTab).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(providerTab);
    await expect(providerTab).toHaveAttribute('aria-selected', 'true');
    const panel = within(sidebar).getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName('Nuvem Cloud');
    await expect(within(panel).getByRole('heading', { name: 'Todas as ações' })).toBeVisible();
    await expect(panel).toHaveTextContent('Mostra as ações executadas em todos os ambientes');
    const list = within(panel).getByRole('list', { name: 'Todas as ações' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(samplePipelineActions.length);
    await expect(list).toHaveTextContent('Ambiente BETA02 · T20002');

    // Keyboard: arrow keys move between tabs.
    providerTab.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(actionsTab).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(actionsTab).toHaveAttribute('aria-selected', 'true'));
    await expect(within(sidebar).getByRole('heading', { name: 'Últimas Ações Executadas' })).toBeVisible();
  },
};

/** The close button, and Escape, ask the shell to close the sidebar. */
export const Close: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sidebar = await body.findByRole('dialog', { name: 'Painel de ações' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { clientLoading: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('progressbar', { name: 'Carregando ações' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { clientActions: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Nenhuma ação executada')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { clientError: true, onRetryClient: fn() },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryClient).toHaveBeenCalledTimes(1);
  },
};

/** The provider tab while its list loads. */
export const AllActionsLoading: Story = {
  args: { showAllActions: true, allLoading: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('tab', { name: 'Nuvem Cloud' }));
    await expect(body.getByRole('progressbar', { name: 'Carregando ações' })).toBeInTheDocument();
  },
};

/** Many actions scroll inside the panel, which can be focused to scroll by keyboard. */
export const Many: Story = {
  args: { clientActions: manySamplePipelineActions(40) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('tabpanel');
    await waitFor(() => expect(panel.scrollHeight).toBeGreaterThan(panel.clientHeight));
  },
};
