import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Account } from '../model/account';
import { ClientSelectionScreen } from './ClientSelectionScreen';
import { CLIENT_SELECTION_LIMIT } from './clientSelectionLimits';

const few: Account[] = [
  {
    cloud_id: 'ACME01',
    t_code: 'T10001',
    corporate_name: 'Acme Indústria S.A.',
    support_type: 'PRIME',
    region: 'São Paulo',
    isFavorite: true,
  },
  { cloud_id: 'BETA02', t_code: 'T20002', corporate_name: 'Beta Comércio Ltda.', support_type: 'STANDARD' },
  {
    cloud_id: 'GAMA03',
    t_code: 'TX3003',
    corporate_name: 'Gama Serviços Financeiros',
    support_type: 'STANDARD',
  },
  { cloud_id: 'DELTA04', t_code: 'T40004', corporate_name: 'Delta Logística' },
];

const regions = ['São Paulo', 'Rio de Janeiro', 'Virgínia'];
/** 10,000 environments, fixed (no randomness: every story is screenshotted). */
const many: Account[] = Array.from({ length: 10_000 }, (_, i) => ({
  cloud_id: `CL${String(i).padStart(5, '0')}`,
  t_code: `T${String(50_000 + i)}`,
  corporate_name: `Empresa ${i} ${i % 3 === 0 ? 'Indústria' : i % 3 === 1 ? 'Comércio' : 'Serviços'} Ltda.`,
  support_type: i % 7 === 0 ? 'PRIME' : 'STANDARD',
  region: regions[i % regions.length]!,
}));

const meta = {
  title: 'Shell/ClientSelectionScreen',
  component: ClientSelectionScreen,
  tags: ['autodocs'],
  args: { accounts: few, onSelect: fn(), contactHref: '/contact' },
} satisfies Meta<typeof ClientSelectionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true, accounts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Selecione um ambiente' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando ambientes...');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The user has no environment yet: the message of the spec and a way to ask for help. */
export const NoAccounts: Story = {
  args: { accounts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Você ainda não tem acesso a nenhum ambiente' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fale com o suporte' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** A few environments: no search, every one listed; a click selects it. */
export const Few: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('4 ambientes');
    const cards = within(canvas.getByRole('list')).getAllByRole('button');
    await expect(cards).toHaveLength(4);
    await expect(cards[0]).toHaveTextContent('T10001 - ACME01');
    await expect(cards[0]).toHaveAccessibleName(
      /^T10001 - ACME01\s*Favorito\s*Acme Indústria S\.A\.\s*Suporte PRIME/,
    );
    await userEvent.click(canvas.getByRole('button', { name: /Beta Comércio Ltda\./ }));
    await expect(args.onSelect).toHaveBeenCalledWith(few[1]);
  },
};

/** From the keyboard: Tab to a card, Enter selects it. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Acme Indústria/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(few[1]);
  },
};

/** Many environments: the first 50 are listed with a hint to refine the search. */
export const Many: Story = {
  args: { accounts: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Buscar ambiente' })).toHaveAttribute(
      'placeholder',
      'Buscar...',
    );
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(
      CLIENT_SELECTION_LIMIT,
    );
    await expect(
      canvas.getByText(
        `Mostrando os primeiros ${CLIENT_SELECTION_LIMIT} ambientes. Refine a busca para encontrar os demais.`,
      ),
    ).toBeVisible();
  },
};

/** Typing narrows the list by code, cloud id or corporate name; a click selects the match. */
export const Search: Story = {
  args: { accounts: many },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Buscar ambiente' });
    await userEvent.type(search, 'cl0999');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('10 ambientes'));
    await expect(canvas.queryByText(/Refine a busca/)).toBeNull();
    await userEvent.type(search, '9');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 ambiente'));
    await userEvent.click(canvas.getByRole('button', { name: /CL09999/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(many[9999]);
  },
};

/** A search that matches nothing says so. */
export const NoMatch: Story = {
  args: { accounts: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar ambiente' }), 'inexistente');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Nenhum ambiente encontrado para "inexistente".'),
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Long corporate names wrap inside their cards. */
export const LongNames: Story = {
  args: {
    accounts: [
      {
        cloud_id: 'LONGNAME01',
        t_code: 'T99001',
        corporate_name:
          'Companhia Brasileira de Distribuição, Logística Integrada e Serviços de Tecnologia da Informação S.A.',
        support_type: 'PRIME',
        region: 'São Paulo',
      },
      ...few,
    ],
  },
};

/** Favorites first, then natural order: Filial 2 before Filial 10, whatever order the API gave. */
export const NaturalOrder: Story = {
  args: {
    accounts: [1, 12, 10, 11, 2, 20, 3].map((n) => ({
      cloud_id: `GLX${String(n).padStart(2, '0')}`,
      t_code: `T${10_000 + n}`,
      corporate_name: `Globex Filial ${n}`,
      isFavorite: n === 20,
    })),
  },
  play: async ({ canvasElement }) => {
    const cards = within(within(canvasElement).getByRole('list')).getAllByRole('button');
    const names = cards.map((card) => /Globex Filial \d+/.exec(card.textContent ?? '')?.[0]);
    await expect(names).toEqual([20, 1, 2, 3, 10, 11, 12].map((n) => `Globex Filial ${n}`));
  },
};
