import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssistTokenControl } from './AssistTokenControl';

const TOKEN = '7K4Q-93XD-PL2M-8VWA';

const meta = {
  title: 'Shell/TopBar/AssistTokenControl',
  component: AssistTokenControl,
  tags: ['autodocs'],
  args: {
    token: TOKEN,
    expiresAt: '2026-03-12T20:00:00Z',
    onGenerate: fn(),
    onCopy: fn(),
    timeZone: 'America/Sao_Paulo',
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof AssistTokenControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPopover = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Token de assistência' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Token de assistência',
  });
  // Wait for the popover's grow transition, so visibility checks and screenshots see it whole.
  await waitFor(() => expect(dialog).toBeVisible());
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return within(dialog);
};

/** Closed: the button alone. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Token de assistência' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The current token and its expiry; copying hands the token to the caller and confirms. */
export const CopyToken: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openPopover(canvasElement);
    await expect(dialog.getByText(TOKEN)).toBeVisible();
    await expect(dialog.getByText(/^Expira em 12\/03\/2026,? 17:00$/)).toBeVisible();
    // Shown once: the server keeps only its hash.
    await expect(dialog.getByText(/Copie o token agora/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Copiar token' }));
    await expect(args.onCopy).toHaveBeenCalledWith(TOKEN);
    await expect(dialog.getByRole('status')).toHaveTextContent('Token copiado');
  },
};

/** 'Gerar novo token' asks for a new one. */
export const GenerateToken: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openPopover(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Gerar novo token' }));
    await expect(args.onGenerate).toHaveBeenCalledTimes(1);
  },
};

/** No token yet. */
export const NoToken: Story = {
  args: { token: undefined, expiresAt: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await openPopover(canvasElement);
    await expect(dialog.getByText('Nenhum token gerado.')).toBeVisible();
    await expect(dialog.queryByText(/Copie o token agora/)).not.toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Copiar token' })).not.toBeInTheDocument();
  },
};

/** Generating: a spinner and a status message; presses are ignored meanwhile. */
export const Generating: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await openPopover(canvasElement);
    const generate = dialog.getByRole('button', { name: 'Gerar novo token' });
    await expect(generate).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('status')).toHaveTextContent('Gerando token…');
    await userEvent.click(generate);
    await expect(args.onGenerate).not.toHaveBeenCalled();
  },
};

export const GenerationError: Story = {
  args: { error: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await openPopover(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Não foi possível gerar o token. Tente novamente.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Gerar novo token' }));
    await expect(args.onGenerate).toHaveBeenCalledTimes(1);
  },
};

/** By keyboard: Enter opens, Tab reaches the copy button, Escape closes and returns focus. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Token de assistência' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Token de assistência' });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Copiar token' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopy).toHaveBeenCalledWith(TOKEN);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A long token wraps inside the popover. */
export const LongToken: Story = {
  args: { token: 'a3f1c9e2-7b4d-4e8a-9c61-2f5d8b0e7a34-suporte-nuvem-ACME01' },
  play: async ({ canvasElement }) => {
    await openPopover(canvasElement);
  },
};
