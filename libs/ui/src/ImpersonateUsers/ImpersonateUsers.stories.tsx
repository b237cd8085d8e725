import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImpersonateUsers, type ImpersonationCandidate } from './ImpersonateUsers';

const people: ImpersonationCandidate[] = [
  { id: 'u1', name: 'Ana Souza', email: 'ana@acme.example', tag: 'Externo' },
  { id: 'u2', name: 'Elisa Prado', email: 'elisa@acme.example', tag: 'Externo' },
  { id: 'u3', name: 'Carla Mendes', email: 'carla@parceira.example', tag: 'Parceiro' },
];

const meta = {
  title: 'Shell/TopBar/ImpersonateUsers',
  component: ImpersonateUsers,
  tags: ['autodocs'],
  args: { onImpersonate: fn(), onStopImpersonating: fn(), onSearch: fn() },
} satisfies Meta<typeof ImpersonateUsers>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Personificar usuário' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Personificar usuário',
  });
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return within(dialog);
};

/** Not impersonating: the button alone. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Personificar usuário' })).toBeInTheDocument();
    await expect(canvas.queryByText(/Você está vendo o portal como/)).not.toBeInTheDocument();
  },
};

/** Without the permission, and not impersonating: nothing at all. */
export const NotAllowed: Story = {
  args: { canImpersonate: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The dialog asks for 2 characters, then searches 300 ms after typing stops. */
export const Search: Story = {
  render: function Render(args) {
    const [results, setResults] = useState<ImpersonationCandidate[] | undefined>(undefined);
    return (
      <ImpersonateUsers
        {...args}
        results={results}
        onSearch={(query) => {
          args.onSearch?.(query);
          setResults(
            people.filter((p) => `${p.name} ${p.email}`.toLowerCase().includes(query.toLowerCase())),
          );
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const field = dialog.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(dialog.getByRole('status')).toHaveTextContent('Digite ao menos 2 caracteres.');
    await userEvent.type(field, 'a');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(field, 'cme');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('acme'));
    // Typing fast searches once, for the last text.
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('2 usuários encontrados.'));
    await userEvent.click(dialog.getByRole('button', { name: /Elisa Prado/ }));
    await expect(args.onImpersonate).toHaveBeenCalledWith(people[1]);
  },
};

/** A search under way. */
export const Searching: Story = {
  args: { searching: true },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('searchbox'), 'ana');
    await expect(dialog.getByRole('status')).toHaveTextContent('Buscando…');
  },
};

/** Nobody matches. */
export const NoResults: Story = {
  args: { results: [] },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('searchbox'), 'zzz');
    await expect(dialog.getByRole('status')).toHaveTextContent('Nenhum usuário encontrado.');
    await expect(dialog.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** The search failed: the translated error. */
export const SearchError: Story = {
  args: { searchError: 'Você não tem permissão para fazer isso.' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Você não tem permissão para fazer isso.');
  },
};

/** Starting: the results wait and say so. */
export const Starting: Story = {
  args: { results: people, busy: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('searchbox'), 'ana');
    await expect(dialog.getByText('Iniciando a personificação…')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /Ana Souza/ }));
    await expect(args.onImpersonate).not.toHaveBeenCalled();
  },
};

/** Starting failed: the translated error stays in the dialog. */
export const StartError: Story = {
  args: { results: people, startError: 'Não é possível personificar este usuário.' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Não é possível personificar este usuário.');
  },
};

/** By keyboard: Tab and Enter open, the field has focus, Tab reaches a result, Escape closes. */
export const Keyboard: Story = {
  args: { results: people },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Personificar usuário' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const field = await body.findByRole('searchbox', { name: 'Buscar por nome ou e-mail' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('an');
    await userEvent.tab();
    await expect(body.getByRole('button', { name: /Ana Souza/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onImpersonate).toHaveBeenCalledWith(people[0]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Impersonating: a clearly visible reminder of whom the portal shows, and 'Encerrar'. */
export const Impersonating: Story = {
  args: { impersonating: { name: 'Ana Souza', email: 'ana@acme.example' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Você está vendo o portal como Ana Souza')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Personificar usuário' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Encerrar' }));
    await expect(args.onStopImpersonating).toHaveBeenCalledTimes(1);
  },
};

/** Ending: 'Encerrar' waits. */
export const Ending: Story = {
  args: { impersonating: { name: 'Ana Souza', email: 'ana@acme.example' }, busy: true },
  play: async ({ args, canvasElement }) => {
    const stop = within(canvasElement).getByRole('button', { name: 'Encerrar' });
    await expect(stop).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(stop);
    await expect(args.onStopImpersonating).not.toHaveBeenCalled();
  },
};

/** A long name is shortened; its full text stays in the title. */
export const ImpersonatingLongName: Story = {
  args: {
    impersonating: {
      name: 'Joana Maria da Silva Santos Oliveira de Albuquerque',
      email: 'joana.maria.silva.santos.oliveira@acme-industria-e-comercio.com.br',
    },
  },
};

/** In English. */
export const English: Story = {
  args: { impersonating: { name: 'Ana Souza', email: 'ana@acme.example' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You are viewing the portal as Ana Souza')).toBeVisible();
  },
};
