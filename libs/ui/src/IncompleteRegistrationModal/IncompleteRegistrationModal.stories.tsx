import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IncompleteRegistrationModal } from './IncompleteRegistrationModal';
import { overlayDocs } from '../internal/overlayDocs';

// The stories stop the link from leaving Storybook; the play functions still see the click.
const stayHere = (event: MouseEvent) => {
  if ((event.target as Element | null)?.closest('a[href="/user-preferences"]')) event.preventDefault();
};

const meta = {
  title: 'Shell/IncompleteRegistrationModal',
  component: IncompleteRegistrationModal,
  tags: ['autodocs'],
  args: { open: true, onClose: fn(), onGoToPreferences: fn() },
  beforeEach: () => {
    document.addEventListener('click', stayHere);
    return () => document.removeEventListener('click', stayHere);
  },
  parameters: overlayDocs,
} satisfies Meta<typeof IncompleteRegistrationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Open: the primary button leads to user-preferences. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Cadastro incompleto' });
    await expect(dialog).toHaveAccessibleDescription('Informe o seu melhor número de celular para contato.');
    const link = within(dialog).getByRole('link', { name: 'Ir para preferências' });
    await expect(link).toHaveAttribute('href', '/user-preferences');
    await userEvent.click(link);
    await expect(args.onGoToPreferences).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** 'Agora não' dismisses it. */
export const NotNow: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Cadastro incompleto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agora não' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onGoToPreferences).not.toHaveBeenCalled();
  },
};

/** Escape dismisses it too. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await page(canvasElement).findByRole('dialog', { name: 'Cadastro incompleto' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Closed: nothing shows. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Incomplete registration' });
    await expect(within(dialog).getByRole('link', { name: 'Go to preferences' })).toBeInTheDocument();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Registro incompleto' });
    await expect(within(dialog).getByRole('button', { name: 'Ahora no' })).toBeInTheDocument();
  },
};
