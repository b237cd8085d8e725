import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleContactChannels } from '../internal/sampleSupportTickets';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import { ContactPage, type ContactAssistToken, type ContactPageProps } from './ContactPage';

const assistToken: ContactAssistToken = {
  loading: false,
  error: false,
  ttlMinutes: 30,
  onGenerate: fn(),
  onCopy: fn(),
};

const meta = {
  title: 'Pages/ContactPage',
  component: ContactPage,
  tags: ['autodocs'],
  args: {
    channels: sampleContactChannels,
    channelsState: { status: 'ready' },
    onRetryChannels: fn(),
    prime: false,
    ticketsHref: '/tickets',
    assistToken,
    // Pinned, so the dates read the same on every machine.
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A STANDARD environment: the support line and e-mail with their hours, the tickets and the assist token. */
export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: /topologias/ })).not.toBeInTheDocument();
    const channels = within(canvas.getByRole('region', { name: 'Canais de atendimento' }));
    await expect(channels.getAllByRole('listitem')).toHaveLength(2);
    await expect(channels.getByRole('link', { name: 'Ligar para 0800 000 0000' })).toHaveAttribute(
      'href',
      'tel:08000000000',
    );
    const email = channels.getByRole('link', { name: 'Escrever para suporte@nuvem.example' });
    await expect(email).toHaveAttribute('href', 'mailto:suporte@nuvem.example');
    // It wraps only before the '@' and after a dot, never mid-word (issue 33).
    await expect(email).toHaveTextContent('suporte@nuvem.example');
    await expect(email.querySelectorAll('wbr')).toHaveLength(2);
    await expect(
      channels.getAllByText(/^Segunda a sexta, das 08:00 às 18:00 \(.*Bras[ií]lia.*\)$/),
    ).toHaveLength(2);
    await expect(channels.queryByText('Linha PRIME')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ver meus chamados' })).toHaveAttribute('href', '/tickets');
    await expect(canvas.getByRole('region', { name: 'Token de assistência' })).toHaveTextContent(
      'O token vale por 30 minutos',
    );
  },
};

/** A PRIME environment also gets the PRIME line, around the clock. */
export const Prime: Story = {
  args: { prime: true },
  play: async ({ canvasElement }) => {
    const channels = within(within(canvasElement).getByRole('region', { name: 'Canais de atendimento' }));
    const items = channels.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent(
      'Linha PRIME0800 000 000124 horas, todos os diasExclusivo para clientes PRIME',
    );
  },
};

/** Sent here because the environment's topology list is unavailable: that comes first, and why. */
export const TopologyUnavailable: Story = {
  args: {
    topologyUnavailable: { cloudId: 'INT1', corporateName: 'Initech Serviços' },
    ticketsHref: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: 'A lista de topologias do ambiente INT1 – Initech Serviços está indisponível',
    });
    await expect(heading).toBeInTheDocument();
    // It is the first thing on the page.
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toBe(heading);
    await expect(canvasElement.querySelector('[data-topology-unavailable]')).toHaveTextContent(
      'Por isso você foi trazido a esta página.',
    );
    // The tickets are not among the pages open without a valid topology: no way there is offered.
    await expect(canvas.queryByRole('link', { name: 'Ver meus chamados' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Gerar token' })).toBeInTheDocument();
  },
};

/** With the top bar's eye closed, the environment's cloud id is hidden in the warning. */
export const TopologyUnavailableValuesHidden: Story = {
  args: {
    topologyUnavailable: { cloudId: 'INT1', corporateName: 'Initech Serviços' },
    ticketsHref: undefined,
  },
  render: (args) => (
    <MaskedValuesProvider masked>
      <ContactPage {...args} />
    </MaskedValuesProvider>
  ),
  play: async ({ canvasElement }) => {
    const warning = canvasElement.querySelector('[data-topology-unavailable]');
    await expect(warning).toHaveTextContent('Initech Serviços');
    await expect(warning).not.toHaveTextContent('INT1');
  },
};

/** The assist token: generated, shown once with its expiry, copied. */
function LiveToken(props: ContactPageProps) {
  const [state, setState] = useState<{ token?: string; expiresAt?: string; loading: boolean }>({
    loading: false,
  });
  return (
    <ContactPage
      {...props}
      assistToken={{
        ...props.assistToken!,
        ...state,
        onGenerate: () => {
          props.assistToken!.onGenerate();
          setState({ loading: true });
          setTimeout(
            () =>
              setState({ loading: false, token: 'K7QF-2M9X-HT4P-8WZC', expiresAt: '2026-03-13T15:30:00Z' }),
            50,
          );
        },
      }}
    />
  );
}

export const GenerateToken: Story = {
  render: (args) => <LiveToken {...args} />,
  args: { assistToken: { ...assistToken, onGenerate: fn(), onCopy: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Token de assistência' }));
    await userEvent.click(section.getByRole('button', { name: 'Gerar token' }));
    await expect(args.assistToken!.onGenerate).toHaveBeenCalledOnce();
    await waitFor(() => expect(section.getByText('K7QF-2M9X-HT4P-8WZC')).toBeInTheDocument());
    await expect(section.getByText('Expira em 13/03/2026, 12:30')).toBeInTheDocument();
    await expect(section.getByText(/Copie o token agora/)).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Copiar token' }));
    await expect(args.assistToken!.onCopy).toHaveBeenCalledWith('K7QF-2M9X-HT4P-8WZC');
    await expect(section.getByRole('status')).toHaveTextContent('Token copiado');
    await expect(section.getByRole('button', { name: 'Gerar novo token' })).toBeInTheDocument();
  },
};

/** While a token is generated, and when it failed. */
export const TokenGenerating: Story = {
  args: { assistToken: { ...assistToken, loading: true } },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Token de assistência' }));
    await expect(section.getByRole('button', { name: 'Gerar token' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(section.getByRole('status')).toHaveTextContent('Gerando token…');
  },
};

export const TokenFailed: Story = {
  args: { assistToken: { ...assistToken, error: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Não foi possível gerar o token. Tente novamente.',
    );
  },
};

/** The channels on their way. */
export const LoadingChannels: Story = {
  args: { channels: [], channelsState: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Carregando os canais de atendimento…')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(2);
  },
};

/** The channels failed to load: the rest of the page still works. */
export const ChannelsFailed: Story = {
  args: {
    channels: [],
    channelsState: { status: 'error', message: 'O serviço está temporariamente indisponível.' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os canais de atendimento.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryChannels).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Ver meus chamados' })).toBeInTheDocument();
  },
};

/** Without the tickets permission only the channels and the token are offered. */
export const WithoutTickets: Story = {
  args: { ticketsHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Chamados' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Token de assistência' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { prime: true, topologyUnavailable: { cloudId: 'INT1', corporateName: 'Initech Serviços' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ligar para 0800 000 0001' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { prime: true, topologyUnavailable: { cloudId: 'INT1', corporateName: 'Initech Serviços' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        name: 'The topology list of environment INT1 – Initech Serviços is unavailable',
      }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText(/^Monday to Friday, 08:00 to 18:00 \(Brasilia/)).toHaveLength(2);
    await expect(canvas.getByText('24 hours, every day')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'See my tickets' })).toBeInTheDocument();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Canales de atención' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Generar token' })).toBeInTheDocument();
  },
};
