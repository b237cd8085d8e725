import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageMenu } from './LanguageMenu';

const meta = {
  title: 'Shell/TopBar/LanguageMenu',
  component: LanguageMenu,
  tags: ['autodocs'],
  args: { value: 'pt-BR', onChange: fn() },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Portuguese: the Brazilian flag. */
export const Portuguese: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Idioma: Português (Brasil)' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button.querySelector('svg')).not.toBeNull();
  },
};

export const English: Story = {
  args: { value: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Language: English' }),
    ).toBeInTheDocument();
  },
};

export const Spanish: Story = {
  args: { value: 'es' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Idioma: Español' })).toBeInTheDocument();
  },
};

/** The menu lists the three languages, each named in itself, the current one checked; a click picks one. */
export const PickWithMouse: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Idioma: Português (Brasil)' });
    await userEvent.click(button);
    const menu = await body.findByRole('menu', { name: 'Idioma' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual(['Português (Brasil)', 'English', 'Español']);
    await expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await expect(items[1]).toHaveAttribute('aria-checked', 'false');
    await expect(items[1]).toHaveAttribute('lang', 'en');
    await userEvent.click(items[2]!);
    await expect(args.onChange).toHaveBeenCalledWith('es');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** By keyboard: Enter opens the menu on the current language, arrows move, Enter picks, Escape closes. */
export const PickWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Idioma' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: 'Português (Brasil)' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu', { name: 'Idioma' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** The menu open, for the screenshot and the axe checks. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};
