import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import { ConsumptionCard } from './ConsumptionCard';
import { HomeDashboard } from './HomeDashboard';
import { emptyHomeDashboard, loadingHomeDashboard, sampleHomeDashboard } from './homeDashboardFixtures';

/** Stands for the embedded chart (the portal embeds the analytics frame there). */
function SampleChart() {
  const bars = [42, 55, 48, 61, 58, 70, 66, 74, 69, 80, 77, 85];
  return (
    <Box
      role="img"
      aria-label="Custo por mês"
      sx={{ height: '100%', display: 'flex', alignItems: 'flex-end', gap: 1, p: 2, bgcolor: 'action.hover' }}
    >
      {bars.map((height, i) => (
        <Box key={i} sx={{ flex: 1, height: `${height}%`, bgcolor: 'primary.main', borderRadius: 0.5 }} />
      ))}
    </Box>
  );
}

const consumption = (
  <ConsumptionCard state={{ status: 'ready' }} insightHref="/insights/5f0c2a9e-0000-4000-8000-000000000001">
    <SampleChart />
  </ConsumptionCard>
);

const meta = {
  title: 'Pages/HomeDashboard',
  component: HomeDashboard,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { ...sampleHomeDashboard, consumption },
} satisfies Meta<typeof HomeDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-home-card="${name}"]`)!;

/**
 * A PRIME environment with an insights reader: products by region, the DR pair, PRIME support and the TSS
 * quota, the consumption chart, counts that lead to their screens, alerts and the latest actions.
 */
export const Loaded: Story = {
  args: { actions: { ...sampleHomeDashboard.actions!, onOpen: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Visão geral do ambiente' })).toBeVisible();
    const products = within(card(canvasElement, 'products'));
    await expect(products.getByRole('heading', { name: 'Produtos e topologias' })).toBeVisible();
    await expect(products.getByText('4 topologias em 3 produtos')).toBeVisible();
    await expect(products.getByRole('link', { name: 'Protheus' })).toHaveAttribute(
      'href',
      '/produto/protheus',
    );
    await expect(products.getByRole('link', { name: 'Abrir Protheus: 2 topologias' })).toHaveAttribute(
      'href',
      '/produto/protheus',
    );
    await expect(products.getByRole('list', { name: 'Por região' })).toHaveTextContent('sa-east-1: 3');
    const dr = within(card(canvasElement, 'disaster-recovery'));
    await expect(dr.getByText('Teste de DR inativo')).toBeVisible();
    await expect(
      dr.getByRole('listitem', {
        name: 'Protheus: de acm1-protheus-prd (sa-east-1) para acm1-protheus-dr (sa-east-2)',
      }),
    ).toBeVisible();
    await expect(dr.getByRole('link', { name: 'Abrir recuperação de desastre' })).toHaveAttribute(
      'href',
      '/customer-disaster-recover',
    );
    const contract = within(card(canvasElement, 'contract'));
    await expect(contract.getByText('PRIME')).toBeVisible();
    await expect(contract.getByText('1.250 de 5.000 documentos usados')).toBeVisible();
    await expect(contract.getByRole('progressbar', { name: 'Cota TSS' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const inbox = within(card(canvasElement, 'inbox'));
    await expect(inbox.getByRole('link', { name: 'Notas marcadas: 3' })).toHaveAttribute('href', '/notes');
    await expect(inbox.getByRole('link', { name: 'Chamados abertos: 4' })).toHaveAttribute(
      'href',
      '/tickets',
    );
    await expect(
      inbox.getByRole('link', { name: 'Chamado 1042: Lentidão no Protheus após atualização' }),
    ).toHaveAttribute('href', '/tickets/1042');
    const alerts = within(card(canvasElement, 'alerts'));
    await expect(alerts.getAllByRole('listitem')).toHaveLength(3);
    await expect(alerts.getByText('e mais 1 alerta na barra de alertas')).toBeVisible();
    const consumptionCard = within(card(canvasElement, 'consumption'));
    await expect(consumptionCard.getByRole('img', { name: 'Custo por mês' })).toBeVisible();
    await expect(consumptionCard.getByRole('link', { name: 'Abrir no Insights' })).toBeVisible();
    const actions = within(card(canvasElement, 'actions'));
    await expect(actions.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(actions.getByRole('button', { name: 'Ver todas as ações' }));
    await expect(args.actions!.onOpen).toHaveBeenCalledOnce();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    // The screenshot shows the top of the page, not where the last click scrolled to.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** Every card on its way: each shows its own skeleton, and says it is busy. */
export const Loading: Story = {
  args: {
    ...loadingHomeDashboard,
    consumption: <ConsumptionCard state={{ status: 'loading' }} />,
  },
  play: async ({ canvasElement }) => {
    for (const name of ['products', 'disaster-recovery', 'alerts', 'actions', 'consumption'])
      await expect(card(canvasElement, name)).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-stat][aria-busy="true"]')).toHaveLength(3);
  },
};

/** A new environment: nothing yet, each card says so plainly; STANDARD support, TSS not hired. */
export const Empty: Story = {
  args: { ...emptyHomeDashboard, consumption: <ConsumptionCard state={{ status: 'ready' }} unavailable /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este ambiente ainda não tem topologias.')).toBeVisible();
    await expect(
      canvas.getByText('Nenhuma topologia deste ambiente tem recuperação de desastre.'),
    ).toBeVisible();
    await expect(canvas.getByText('Nenhum alerta aberto.')).toBeVisible();
    await expect(canvas.getByText('Nenhuma ação executada neste ambiente.')).toBeVisible();
    await expect(canvas.getByText('Nenhum chamado aberto.')).toBeVisible();
    await expect(canvas.getByText('TSS não contratado.')).toBeVisible();
    await expect(canvas.getByText('Nenhum painel de consumo foi compartilhado com você.')).toBeVisible();
  },
};

/**
 * Two sources failed (the topologies and the tickets): their cards show the translated error and 'Tentar
 * novamente'; every other card is as usual.
 */
export const PartialError: Story = {
  args: {
    products: {
      state: { status: 'error', message: 'Não foi possível carregar as topologias do ambiente.' },
      products: [],
      regions: [],
      total: 0,
      onRetry: fn(),
    },
    inbox: {
      ...sampleHomeDashboard.inbox,
      tickets: {
        state: { status: 'error', message: 'Serviço indisponível. Tente novamente em instantes.' },
        count: 0,
        href: '/tickets',
        latest: [],
      },
      onRetryTickets: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const products = within(card(canvasElement, 'products'));
    await expect(products.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as topologias do ambiente.',
    );
    await userEvent.click(products.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.products.onRetry).toHaveBeenCalledOnce();
    const inbox = within(card(canvasElement, 'inbox'));
    await expect(inbox.getByRole('alert')).toHaveTextContent('Serviço indisponível.');
    await userEvent.click(inbox.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.inbox.onRetryTickets).toHaveBeenCalledOnce();
    // The others are untouched.
    await expect(card(canvasElement, 'disaster-recovery')).toHaveAttribute('data-state', 'ready');
    await expect(
      within(card(canvasElement, 'inbox')).getByRole('link', { name: 'Notas marcadas: 3' }),
    ).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/**
 * A STANDARD environment, for a user without insights_reader, list_notes, tss or list_pipelines: no chart, no
 * notes count, no TSS quota, no actions card.
 */
export const StandardWithoutInsights: Story = {
  args: {
    consumption: undefined,
    contract: { ...sampleHomeDashboard.contract, supportType: 'STANDARD', tss: undefined },
    inbox: { messages: sampleHomeDashboard.inbox.messages, tickets: sampleHomeDashboard.inbox.tickets },
    actions: undefined,
  },
  play: async ({ canvasElement }) => {
    const contract = within(card(canvasElement, 'contract'));
    await expect(contract.getByText('STANDARD')).toBeVisible();
    await expect(contract.getByText('Atendimento STANDARD pelos canais de suporte.')).toBeVisible();
    await expect(contract.queryByText('Cota TSS')).toBeNull();
    await expect(card(canvasElement, 'consumption')).toBeNull();
    await expect(card(canvasElement, 'actions')).toBeNull();
    await expect(canvasElement.querySelector('[data-stat="notes"]')).toBeNull();
  },
};

/** DR test mode on: the chip says it, in the warning colour; a replica hidden by the DR view names its region. */
export const DisasterRecoveryTestActive: Story = {
  args: {
    disasterRecovery: {
      ...sampleHomeDashboard.disasterRecovery,
      testActive: true,
      pairs: [
        {
          id: 'tp-acm1-01',
          productName: 'Protheus',
          origin: { instance: 'acm1-protheus-prd', region: 'sa-east-1' },
          destination: { region: 'sa-east-2' },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dr = within(card(canvasElement, 'disaster-recovery'));
    await expect(dr.getByText('Teste de DR ativo')).toBeVisible();
    await expect(dr.getByText('réplica em sa-east-2')).toBeVisible();
  },
};

/** A user who may open none of the DR pages (a partner) reads the pairs and the test mode, with no link. */
export const DisasterRecoveryReadOnly: Story = {
  args: { disasterRecovery: { ...sampleHomeDashboard.disasterRecovery, href: undefined } },
  play: async ({ canvasElement }) => {
    const dr = within(card(canvasElement, 'disaster-recovery'));
    await expect(dr.getByText('1 par origem/destino')).toBeVisible();
    await expect(dr.getByText('Teste de DR inativo')).toBeVisible();
    await expect(dr.queryAllByRole('link')).toHaveLength(0);
  },
};

/** The top bar's eye hides the cloud id and the TSS amounts. */
export const Masked: Story = {
  render: (args) => (
    <MaskedValuesProvider masked>
      <HomeDashboard {...args} />
    </MaskedValuesProvider>
  ),
  play: async ({ canvasElement }) => {
    const contract = card(canvasElement, 'contract');
    await expect(contract).not.toHaveTextContent('ACM1');
    await expect(contract).not.toHaveTextContent('1.250 de 5.000');
    await expect(contract.querySelectorAll('[data-masked-value]')).toHaveLength(2);
  },
};

/** Keyboard: Tab walks the links in reading order, the product first. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const products = within(card(canvasElement, 'products'));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(products.getByRole('link', { name: 'Protheus' })).toHaveFocus();
    await userEvent.tab();
    await expect(products.getByRole('link', { name: 'Abrir Protheus: 2 topologias' })).toHaveFocus();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Products and topologies' })).toBeVisible();
    await expect(canvas.getByText('1,250 of 5,000 documents used')).toBeVisible();
  },
};
