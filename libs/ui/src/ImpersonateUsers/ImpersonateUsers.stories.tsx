import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImpersonateUsers } from './ImpersonateUsers';

const meta = {
  title: 'Shell/TopBar/ImpersonateUsers',
  component: ImpersonateUsers,
  tags: ['autodocs'],
  args: { onImpersonate: fn(), onStopImpersonating: fn() },
} satisfies Meta<typeof ImpersonateUsers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not impersonating: the button alone. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Personificar usuário' })).toBeInTheDocument();
    await expect(canvas.queryByText(/Visualizando como/)).not.toBeInTheDocument();
  },
};

/** Typing a valid e-mail and confirming hands it over, trimmed, and closes the dialog. */
export const Impersonate: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Personificar usuário' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Personificar usuário' }));
    const field = dialog.getByRole('textbox', { name: /E-mail do usuário/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, '  joana.silva@acme.com.br ');
    await userEvent.click(dialog.getByRole('button', { name: 'Personificar' }));
    await expect(args.onImpersonate).toHaveBeenCalledWith('joana.silva@acme.com.br');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Validation: an empty or malformed e-mail is refused with a message tied to the field. */
export const Validation: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Personificar usuário' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Personificar usuário' }));
    const field = dialog.getByRole('textbox', { name: /E-mail do usuário/ });
    const submit = dialog.getByRole('button', { name: 'Personificar' });

    await userEvent.click(submit);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Informe o e-mail do usuário.');

    await userEvent.type(field, 'joana@acme');
    await expect(field).toHaveAccessibleDescription('Informe um e-mail válido.');
    await userEvent.keyboard('{Enter}');
    await expect(args.onImpersonate).not.toHaveBeenCalled();

    await userEvent.type(field, '.com');
    await expect(field).toHaveAttribute('aria-invalid', 'false');
  },
};

/** The keyboard way: Enter opens, typing and Enter submit; Escape cancels. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Personificar usuário' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Personificar usuário' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onImpersonate).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    const field = await body.findByRole('textbox', { name: /E-mail do usuário/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('ana.pereira@gama.com.br{Enter}');
    await expect(args.onImpersonate).toHaveBeenCalledWith('ana.pereira@gama.com.br');
  },
};

/** Cancel closes the dialog without impersonating. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Personificar usuário' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox'), 'joana@acme.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onImpersonate).not.toHaveBeenCalled();
  },
};

/** Impersonating: a visible reminder, and a button to stop. */
export const Impersonating: Story = {
  args: { impersonating: 'joana.silva@acme.com.br' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Visualizando como joana.silva@acme.com.br')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Parar de personificar' }));
    await expect(args.onStopImpersonating).toHaveBeenCalledTimes(1);
  },
};

/** A long e-mail is shortened in the chip; its full text stays in the chip's title. */
export const ImpersonatingLongEmail: Story = {
  args: { impersonating: 'joana.maria.silva.santos.oliveira@acme-industria-e-comercio.com.br' },
};

/** The dialog open, for the screenshot and the axe checks. */
export const DialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Personificar usuário' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};
