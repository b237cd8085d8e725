import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UserMessage } from '../model/userMessage';
import { MessagesDropdown } from './MessagesDropdown';

const message = (id: number, overrides: Partial<UserMessage> = {}): UserMessage => ({
  id: `msg-${id}`,
  title: `Aviso ${id}`,
  message: `Detalhes do aviso ${id} sobre o seu ambiente.`,
  readState: false,
  createdAt: `2026-03-${String(10 + (id % 15)).padStart(2, '0')}T14:30:00Z`,
  ...overrides,
});

const unreadMessages: UserMessage[] = [
  message(1, {
    title: 'Janela de manutenção agendada',
    message: 'O ambiente CLOUD00001 passará por manutenção no sábado, das 22h às 2h.',
    link: '#maintenance-window',
  }),
  message(2, { title: 'Fatura disponível', message: 'A fatura de março já pode ser consultada.' }),
];

const mixedMessages: UserMessage[] = [
  ...unreadMessages,
  message(3, { title: 'Backup concluído', message: 'O backup semanal terminou sem erros.', readState: true }),
  message(4, {
    title: 'Novo recurso',
    message: 'Conheça o novo painel de custos.',
    readState: true,
    link: '#news',
  }),
];

const externalMessage = message(5, {
  title: 'Pesquisa de satisfação',
  message: 'Conte-nos como foi o seu último atendimento.',
  link: 'https://example.com/pesquisa',
  isExternalLink: true,
});

const manyMessages = Array.from({ length: 18 }, (_, i) => message(i + 1, { readState: i % 3 === 2 }));

const meta = {
  title: 'Shell/MessagesDropdown',
  component: MessagesDropdown,
  tags: ['autodocs'],
  args: {
    messages: unreadMessages,
    timeZone: 'America/Sao_Paulo',
    onMarkAllRead: fn(),
    onShowOld: fn(),
    onCheckNew: fn(),
    onOpenChange: fn(),
    onOpenMessage: fn(),
  },
} satisfies Meta<typeof MessagesDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const envelope = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Mensagens:/ });

async function openDropdown(canvasElement: HTMLElement) {
  await userEvent.click(envelope(canvasElement));
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Mensagens' });
  await waitFor(() => expect(dialog).toBeVisible()); // past the opening transition
  return dialog;
}

/** No message: 'Verificar Novamente.' checks again. */
export const NoMessages: Story = {
  args: { messages: [] },
  play: async ({ canvasElement, args }) => {
    await expect(envelope(canvasElement)).toHaveAccessibleName('Mensagens: nenhuma não lida');
    const dialog = await openDropdown(canvasElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(dialog).toHaveTextContent('Nenhuma mensagem nova. Verificar Novamente.');
    await expect(
      within(dialog).queryByRole('button', { name: 'Marcar todas como lidas' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar Novamente.' }));
    await expect(args.onCheckNew).toHaveBeenCalledTimes(1);
  },
};

/** Unread messages: the badge counts them; 'Marcar todas como lidas' reports the action. */
export const UnreadMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const button = envelope(canvasElement);
    await expect(button).toHaveAccessibleName('Mensagens: 2 não lidas');
    await expect(button).toHaveTextContent('2');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const dialog = await openDropdown(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(dialog).getByText('11/03/2026, 11:30')).toHaveAttribute(
      'datetime',
      '2026-03-11T14:30:00Z',
    );
    // An internal link: same tab, and the dropdown steps aside.
    const link = within(dialog).getByRole('link', { name: 'Não lida: Janela de manutenção agendada' });
    await expect(link).toHaveAttribute('href', '#maintenance-window');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar todas como lidas' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await expect(args.onCheckNew).not.toHaveBeenCalled();
  },
};

/** The server counts more unread messages than the list holds (only the newest are sent): its count is shown. */
export const ServerCount: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvasElement }) => {
    const button = envelope(canvasElement);
    await expect(button).toHaveAccessibleName('Mensagens: 120 não lidas');
    await expect(button).toHaveTextContent('99+');
    const dialog = await openDropdown(canvasElement);
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Everything was marked read: 'Marcar todas como lidas' goes, and focus stays in the dropdown. */
export const MarkedAllRead: Story = {
  render: function MarkAllReadDemo(args) {
    const [messages, setMessages] = useState(args.messages);
    return (
      <MessagesDropdown
        {...args}
        messages={messages}
        onMarkAllRead={() => {
          args.onMarkAllRead();
          setMessages([]);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDropdown(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar todas como lidas' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByText('Nenhuma mensagem nova.')).toBeInTheDocument();
    await expect(within(dialog).getByRole('heading', { name: 'Mensagens' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(envelope(canvasElement)).toHaveAccessibleName('Mensagens: nenhuma não lida');
  },
};

/** Read messages are muted (text.secondary) and lose the unread dot; 'Ver mensagens antigas' reports the action. */
export const ReadAndUnread: Story = {
  args: { messages: mixedMessages },
  play: async ({ canvasElement, args }) => {
    await expect(envelope(canvasElement)).toHaveAccessibleName('Mensagens: 2 não lidas');
    const dialog = await openDropdown(canvasElement);
    await expect(within(dialog).getAllByText('Não lida:')).toHaveLength(2);
    await expect(within(dialog).getByRole('link', { name: 'Novo recurso' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver mensagens antigas' }));
    await expect(args.onShowOld).toHaveBeenCalledTimes(1);
  },
};

/** Old messages are listed too: the action that reveals them is gone. */
export const ShowingOldMessages: Story = {
  args: {
    showingOld: true,
    messages: mixedMessages.map((m) => ({ ...m, readState: true })),
  },
  play: async ({ canvasElement }) => {
    await expect(envelope(canvasElement)).toHaveAccessibleName('Mensagens: nenhuma não lida');
    const dialog = await openDropdown(canvasElement);
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(dialog).queryByRole('button', { name: 'Ver mensagens antigas' }),
    ).not.toBeInTheDocument();
  },
};

/** A check is under way: 'Aguarde...' is announced and the list is busy. */
export const Checking: Story = {
  args: { checking: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDropdown(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Aguarde...');
    await expect(within(dialog).getByRole('region', { name: 'Mensagens' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Verificar novas mensagens' })).toBeDisabled();
    await expect(args.onCheckNew).not.toHaveBeenCalled();
  },
};

/** Checking with nothing listed yet: 'Aguarde...' replaces the empty text. */
export const CheckingWithoutMessages: Story = {
  args: { checking: true, messages: [] },
  play: async ({ canvasElement }) => {
    const dialog = await openDropdown(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Aguarde...');
    await expect(
      within(dialog).queryByText('Nenhuma mensagem nova.', { exact: false }),
    ).not.toBeInTheDocument();
  },
};

/** 'Verificar novas mensagens' reports the action; the dropdown stays open. */
export const CheckForNewMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDropdown(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar novas mensagens' }));
    await expect(args.onCheckNew).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
  },
};

/** Many messages: the list scrolls within a maximum height, and can be scrolled from the keyboard. */
export const ManyMessages: Story = {
  args: { messages: manyMessages },
  play: async ({ canvasElement }) => {
    await expect(envelope(canvasElement)).toHaveAccessibleName('Mensagens: 12 não lidas');
    const dialog = await openDropdown(canvasElement);
    const region = within(dialog).getByRole('region', { name: 'Mensagens' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(18);
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

/** More than 99 unread: the badge shows 99+, the name the exact count. */
export const ManyUnread: Story = {
  args: { messages: Array.from({ length: 120 }, (_, i) => message(i + 1)) },
  play: async ({ canvasElement }) => {
    const button = envelope(canvasElement);
    await expect(button).toHaveAccessibleName('Mensagens: 120 não lidas');
    await expect(button).toHaveTextContent('99+');
  },
};

/** An external link opens in a new tab, is marked with an icon and says so to screen readers. */
export const ExternalLink: Story = {
  args: { messages: [externalMessage, ...mixedMessages.slice(2)] },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDropdown(canvasElement);
    const link = within(dialog).getByRole('link', {
      name: 'Não lida: Pesquisa de satisfação (abre em nova aba)',
    });
    await expect(link).toHaveAttribute('href', 'https://example.com/pesquisa');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Opening a message is reported. (An internal link is clicked here, so the story stays on its page.)
    await userEvent.click(within(dialog).getByRole('link', { name: 'Novo recurso' }));
    await expect(args.onOpenMessage).toHaveBeenCalledWith(mixedMessages[3]);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Keyboard: Enter opens (polling pauses), Tab reaches the actions, Escape closes and returns focus. */
export const KeyboardFlow: Story = {
  args: { messages: mixedMessages },
  play: async ({ canvasElement, args }) => {
    const button = envelope(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Mensagens' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Marcar todas como lidas' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { messages: [externalMessage, ...mixedMessages.slice(1)] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Messages: 2 unread' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Messages' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByText('3/15/26, 11:30 AM', { normalizer: (s) => s.replace(/\s/g, ' ') }),
    ).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('link', { name: 'Unread: Pesquisa de satisfação (opens in a new tab)' }),
    ).toBeVisible();
  },
};
