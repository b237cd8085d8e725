import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Account } from '../model/account';
import { AccountPicker } from './AccountPicker';

const NAMES = ['Acme', 'Beta', 'Gama', 'Delta', 'Ômega', 'Sigma', 'Zeta', 'Kappa', 'Lambda', 'Órion'];
const KINDS = ['Indústria S.A.', 'Comércio Ltda.', 'Serviços Ltda.', 'Logística S.A.'];

/** Deterministic accounts: T{n} / CLOUD{n} / "{Name} {Kind} {n}". */
function makeAccounts(count: number, favoriteEvery = 0): Account[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(5, '0');
    return {
      cloud_id: `CLOUD${n}`,
      t_code: `T${n}`,
      corporate_name: `${NAMES[i % NAMES.length]} ${KINDS[i % KINDS.length]} ${i + 1}`,
      isFavorite: favoriteEvery > 0 && i % favoriteEvery === favoriteEvery - 1,
    };
  });
}

const few = makeAccounts(6);
const withFavorites = makeAccounts(8, 3); // 3rd and 6th are favorites
const forty = makeAccounts(40, 7); // 5 favorites: enough to make their list scroll
const tenThousand = makeAccounts(10_000);

const meta = {
  title: 'Shell/AccountPicker',
  component: AccountPicker,
  tags: ['autodocs'],
  args: {
    accounts: few,
    currentAccount: few[0],
    onSelect: fn(),
    onToggleFavorite: fn(),
  },
} satisfies Meta<typeof AccountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const pickerButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Ambiente atual:|Selecionar ambiente/ });

async function openPicker(canvasElement: HTMLElement) {
  await userEvent.click(pickerButton(canvasElement));
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Trocar de ambiente' });
  await waitFor(() => expect(dialog).toBeVisible()); // past the opening transition
  return dialog;
}

/** Account entries are the select buttons; stars are named 'Favoritar …'. */
const entries = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button')
    .filter((b) => b.hasAttribute('data-account-option'));

export const Loading: Story = {
  args: { loading: true, accounts: [], currentAccount: undefined },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Carregando ambientes...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoAccounts: Story = {
  args: { accounts: [], currentAccount: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(within(dialog).getByText('Nenhum ambiente disponível.')).toBeVisible();
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** Up to 10 accounts: no search field; clicking an entry selects it and closes the dropdown. */
export const FewAccounts: Story = {
  play: async ({ canvasElement, args }) => {
    const button = pickerButton(canvasElement);
    await expect(button).toHaveAccessibleName('Ambiente atual: T00001 - CLOUD00001 - Acme Indústria S.A. 1');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const dialog = await openPicker(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await expect(entries(dialog)).toHaveLength(6);
    // The current account is marked, and focus starts on the first entry.
    await expect(entries(dialog)[0]).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(entries(dialog)[0]).toHaveFocus());
    await userEvent.click(within(dialog).getByText('Gama Serviços Ltda. 3'));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(few[2]);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Favorites sit on top under their own heading; the star toggles without selecting. */
export const Favorites: Story = {
  args: { accounts: withFavorites, currentAccount: withFavorites[5] },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    const favoritesList = within(dialog).getByRole('list', { name: 'Favoritos' });
    await expect(within(favoritesList).getByText('Gama Serviços Ltda. 3')).toBeVisible();
    await expect(within(favoritesList).getByText('Sigma Comércio Ltda. 6')).toBeVisible();
    // The current account (a favorite here) is marked.
    const current = within(favoritesList).getByRole('button', { current: true });
    await expect(current).toHaveTextContent('Sigma Comércio Ltda. 6');
    const others = within(dialog).getByRole('list', { name: 'Ambientes' });
    await expect(within(others).getAllByRole('listitem')).toHaveLength(6);

    const addStar = within(dialog).getByRole('button', { name: 'Favoritar Acme Indústria S.A. 1' });
    await expect(addStar).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(addStar);
    await expect(args.onToggleFavorite).toHaveBeenLastCalledWith(withFavorites[0], true);

    const removeStar = within(dialog).getByRole('button', { name: 'Favoritar Gama Serviços Ltda. 3' });
    await expect(removeStar).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(removeStar);
    await expect(args.onToggleFavorite).toHaveBeenLastCalledWith(withFavorites[2], false);

    await expect(args.onToggleFavorite).toHaveBeenCalledTimes(2);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** A favorite save is under way: that star is disabled and spins. */
export const FavoriteTogglePending: Story = {
  args: { accounts: withFavorites, currentAccount: withFavorites[0], pendingFavoriteIds: ['CLOUD00002'] },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    const star = within(dialog).getByRole('button', { name: 'Favoritar Beta Comércio Ltda. 2' });
    await expect(star).toBeDisabled();
    await expect(star).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(dialog).getByRole('button', { name: 'Favoritar Acme Indústria S.A. 1' }),
    ).toBeEnabled();
    await expect(args.onToggleFavorite).not.toHaveBeenCalled();
  },
};

/** More than 10 accounts: a search field filters by t_code, cloud_id or corporate name, in any case. */
export const ManyAccounts: Story = {
  args: { accounts: forty, currentAccount: forty[0] },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    const search = within(dialog).getByRole('textbox', { name: /Buscar ambiente/ });
    await expect(search).toHaveAttribute('placeholder', 'Buscar...');
    await waitFor(() => expect(search).toHaveFocus());
    // Empty filter: 10 of 40, favorites first.
    await expect(entries(dialog)).toHaveLength(10);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Mostrando 10 de 40 — refine a busca');
    await expect(within(dialog).getByRole('list', { name: 'Favoritos' })).toBeVisible();

    await userEvent.type(search, 't00012');
    await waitFor(() => expect(entries(dialog)).toHaveLength(1));
    await expect(entries(dialog)[0]).toHaveTextContent('T00012 - CLOUD00012');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('');

    await userEvent.clear(search);
    await userEvent.type(search, 'cloud00033');
    await waitFor(() => expect(entries(dialog)).toHaveLength(1));
    await expect(entries(dialog)[0]).toHaveTextContent('Gama Indústria S.A. 33');

    await userEvent.clear(search);
    await userEvent.type(search, 'ÔMEGA');
    await waitFor(() => expect(entries(dialog)).toHaveLength(4)); // accounts 5, 15, 25, 35
    for (const entry of entries(dialog)) await expect(entry).toHaveTextContent(/Ômega/);

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    await waitFor(() => expect(entries(dialog)).toHaveLength(0));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Nenhum ambiente encontrado.');

    await userEvent.clear(search);
    await userEvent.type(search, 'ltda');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Mostrando 10 de 20'));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Enter opens, ArrowDown moves into the list, Enter selects, Escape closes. */
export const KeyboardFlow: Story = {
  args: { accounts: forty, currentAccount: forty[0] },
  play: async ({ canvasElement, args }) => {
    const button = pickerButton(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Trocar de ambiente' });
    const search = within(dialog).getByRole('textbox');
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('sigma');
    await waitFor(() => expect(entries(dialog)).toHaveLength(4));
    await userEvent.keyboard('{ArrowDown}');
    await expect(entries(dialog)[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(entries(dialog)[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(search).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    // Natural order by name: Sigma Comércio 6, Sigma Comércio 26, Sigma Logística 16, 36; the second one.
    await expect(args.onSelect).toHaveBeenCalledWith(forty[25]);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    // Escape closes without selecting and gives focus back to the button; the search starts empty again.
    await userEvent.keyboard('{Enter}');
    const reopened = await body(canvasElement).findByRole('dialog', { name: 'Trocar de ambiente' });
    await waitFor(() => expect(within(reopened).getByRole('textbox')).toHaveFocus());
    await expect(within(reopened).getByRole('textbox')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onSelect).toHaveBeenCalledTimes(1);

    // Enter in the search field selects the first entry.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).getByRole('textbox')).toHaveFocus());
    await userEvent.keyboard('cloud00040{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(forty[39]);
  },
};

// The order the API gave in the field: Filial 1, 12, 10, 11, 13 … 19, 2, 20, 3 … 9.
const filiais: Account[] = [1, 12, 10, 11, 13, 14, 15, 16, 17, 18, 19, 2, 20, 3, 4, 5, 6, 7, 8, 9].map(
  (n) => ({
    cloud_id: `GLX${String(n).padStart(2, '0')}`,
    t_code: `T${10_000 + n}`,
    corporate_name: `Globex Filial ${n}`,
  }),
);

const filialNames = (dialog: HTMLElement) =>
  entries(dialog).map((entry) => /Globex Filial \d+/.exec(entry.textContent ?? '')?.[0]);

/**
 * Environments in natural order (Filial 2 before Filial 10), and the current one always listed: Filial 19
 * would fall beyond the 10, so it comes first and Filial 10 makes room.
 */
export const NaturalOrderAndCurrent: Story = {
  args: { accounts: filiais, currentAccount: filiais.find((a) => a.cloud_id === 'GLX19') },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(filialNames(dialog)).toEqual(
      [19, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `Globex Filial ${n}`),
    );
    await expect(entries(dialog)[0]).toHaveAttribute('aria-current', 'true');
    // Searching keeps the order and the current one, as it matches.
    await userEvent.type(within(dialog).getByRole('textbox'), 'filial 1');
    // 'filial 1' matches 1 and 10 … 19: the first 10 would stop at 18, so 19 comes first and 18 makes room.
    await waitFor(() =>
      expect(filialNames(dialog)).toEqual(
        [19, 1, 10, 11, 12, 13, 14, 15, 16, 17].map((n) => `Globex Filial ${n}`),
      ),
    );
  },
};

/** 10,000 accounts: the search stays instant, and never more than 10 entries are rendered. */
export const TenThousandAccounts: Story = {
  args: { accounts: tenThousand, currentAccount: tenThousand[0] },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(entries(dialog)).toHaveLength(10);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Mostrando 10 de 10.000 — refine a busca',
    );
    const search = within(dialog).getByRole('textbox');
    await userEvent.type(search, 'lambda');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Mostrando 10 de 1.000'),
    );
    await expect(entries(dialog)).toHaveLength(10);
    await userEvent.clear(search);
    await userEvent.type(search, '09999');
    await waitFor(() => expect(entries(dialog)).toHaveLength(1));
    await expect(entries(dialog)[0]).toHaveTextContent('T09999 - CLOUD09999');
  },
};

const longName =
  'Companhia Brasileira de Serviços de Computação em Nuvem, Infraestrutura e Outsourcing Ltda.';
const longAccounts: Account[] = [
  { cloud_id: 'LONG00001', t_code: 'T90001', corporate_name: longName },
  {
    cloud_id: 'LONG00002',
    t_code: 'T90002',
    corporate_name: `${longName} — Filial Nordeste`,
    isFavorite: true,
  },
  ...few,
];

/** Long corporate names are cut with an ellipsis; the full name is in the tooltip (title). */
export const LongCorporateNames: Story = {
  args: { accounts: longAccounts, currentAccount: longAccounts[0] },
  play: async ({ canvasElement }) => {
    await expect(pickerButton(canvasElement)).toHaveAccessibleName(
      `Ambiente atual: T90001 - LONG00001 - ${longName}`,
    );
    const dialog = await openPicker(canvasElement);
    const name = within(dialog).getByText(longName);
    await expect(name).toHaveAttribute('title', longName);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { accounts: tenThousand, currentAccount: tenThousand[0] },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /^Current environment: T00001 - CLOUD00001/ }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Switch environment' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: /Search environments/ })).toHaveAttribute(
      'placeholder',
      'Search...',
    );
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Showing 10 of 10,000 — refine your search',
    );
    await expect(
      within(dialog).getByRole('button', { name: 'Favorite Acme Indústria S.A. 1' }),
    ).toBeVisible();
  },
};
