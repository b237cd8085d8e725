import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NAV_SKELETON_ROWS } from '../NavMenu/navMenuConstants';
import { customerMenu, fullMenu } from '../NavMenu/navMenu.fixture';
import { RevNavigation } from './RevNavigation';

const meta = {
  title: 'Shell/RevNavigation',
  component: RevNavigation,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    entries: fullMenu,
    currentPath: '/modern/dashboard',
    onLanguageChange: fn(),
    onOpenPreferences: fn(),
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ display: 'flex', height: '100vh' }}>
        <Story />
        <Box sx={{ flex: 1, p: 3 }}>
          <Typography variant="h5" component="h1">
            Conteúdo da página
          </Typography>
        </Box>
      </Box>
    ),
  ],
} satisfies Meta<typeof RevNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const navOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Menu principal' });
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** While the menu's data loads: placeholders and a busy landmark. */
export const Loading: Story = {
  args: { loading: true, entries: [] },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await expect(nav).toHaveAttribute('aria-busy', 'true');
    await expect(within(nav).getByRole('status')).toHaveTextContent('Carregando menu');
    await expect(nav.querySelectorAll('[data-nav-skeleton-row]')).toHaveLength(NAV_SKELETON_ROWS);
  },
};

/** The whole portal menu on the rail; disabled entries are hidden by the same rule as the classic menu. */
export const Default: Story = {
  args: { currentPath: '/dashboard' },
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    await expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Página de status' })).toBeNull();
    await expect(nav.getByRole('button', { name: 'IaaS' })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/** A group opens a flyout with its entries; Escape closes it and gives focus back to the group. */
export const GroupFlyout: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    const body = bodyOf(canvasElement);
    const iaas = nav.getByRole('button', { name: 'IaaS' });
    await userEvent.click(iaas);
    const flyout = await body.findByRole('dialog', { name: 'IaaS' });
    await expect(iaas).toHaveAttribute('aria-expanded', 'true');
    await expect(iaas).toHaveAttribute('aria-controls', flyout.id);
    const links = within(flyout).getAllByRole('link');
    await expect(links).toHaveLength(8);
    await expect(links[2]).toHaveAttribute('href', '/iaas/virtual-machines');
    await waitFor(() => expect(links[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(iaas).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(iaas).toHaveFocus());
  },
};

/** From the keyboard: Tab to a group, Enter opens its flyout; picking a link closes it. */
export const KeyboardFlyout: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    const body = bodyOf(canvasElement);
    nav.getByRole('link', { name: 'Insights' }).focus();
    await userEvent.tab();
    const paas = nav.getByRole('button', { name: 'PaaS' });
    await expect(paas).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const flyout = await body.findByRole('dialog', { name: 'PaaS' });
    const protheus = within(flyout).getByRole('link', { name: 'Protheus' });
    await expect(protheus).toHaveAttribute('href', '/produto/protheus');
    // Picking an entry closes the panel (the portal's router handles the link); stop the story's iframe
    // from navigating by cancelling the click.
    protheus.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(protheus);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The current page lives in a group: the group is highlighted on the rail and the entry marked inside. */
export const ActiveItemInsideGroup: Story = {
  args: { currentPath: '/admin/iam/users/42' },
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    const admin = nav.getByRole('button', { name: 'Administração' });
    await expect(admin).toHaveClass('rev-active');
    await userEvent.click(admin);
    const flyout = await bodyOf(canvasElement).findByRole('dialog', { name: 'Administração' });
    // Nested groups show as sub-headings inside the panel.
    await waitFor(() => expect(within(flyout).getByRole('heading', { name: 'IAM' })).toBeVisible());
    await expect(within(flyout).getByRole('link', { name: 'Usuários', current: 'page' })).toHaveAttribute(
      'href',
      '/admin/iam/users',
    );
  },
};

/** The footer's options menu: the three languages and the preferences. */
export const OptionsMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(navOf(canvasElement));
    const body = bodyOf(canvasElement);
    const options = nav.getByRole('button', { name: 'Opções' });
    await userEvent.click(options);
    const menu = await body.findByRole('menu', { name: 'Opções' });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Español' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('es');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await userEvent.click(options);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Preferências' }));
    await expect(args.onOpenPreferences).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** 'Sair' logs out. */
export const Logout: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(navOf(canvasElement)).getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A customer's menu: administration and other restricted entries are hidden. */
export const SomeItemsDisabled: Story = {
  args: { entries: customerMenu },
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    await expect(nav.queryByRole('button', { name: 'Administração' })).toBeNull();
    await expect(nav.queryByRole('link', { name: 'Migrador' })).toBeNull();
    await expect(nav.getByRole('button', { name: 'IaaS' })).toBeVisible();
  },
};
