import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../AppShell/AppShell';
import { TopBar } from '../TopBar/TopBar';
import { NavMenu, type NavMenuProps } from './NavMenu';
import { NAV_SKELETON_ROWS } from './navMenuConstants';
import { fullMenu } from './navMenu.fixture';

/** The menu where a small screen shows it: in the shell's drawer, opened by the top bar's hamburger. */
function NavMenuInShell(args: NavMenuProps) {
  return (
    <AppShell layout="classic" support="standard" nav={<NavMenu {...args} />} topBar={<TopBar />}>
      <Typography variant="h5" component="h1">
        Conteúdo da página
      </Typography>
    </AppShell>
  );
}

const meta = {
  title: 'Shell/NavMenu/Small screens',
  component: NavMenu,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    entries: fullMenu,
    currentPath: '/iaas/calculator',
    // The state stored for wide screens: the drawer shows the full menu whatever it is.
    state: 'close',
    onStateChange: fn(),
    onLanguageChange: fn(),
    onOpenPreferences: fn(),
    onLogout: fn(),
  },
  render: (args) => <NavMenuInShell {...args} />,
} satisfies Meta<typeof NavMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDrawer(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir menu' }));
  return within(canvasElement.ownerDocument.body).findByRole('navigation', { name: 'Menu principal' });
}

const noHorizontalScroll = (canvasElement: HTMLElement) => {
  const { documentElement, defaultView } = canvasElement.ownerDocument;
  return expect(documentElement.scrollWidth).toBeLessThanOrEqual(defaultView!.innerWidth);
};

/**
 * A phone (390 × 844): the drawer holds the full menu even when the mini bar is stored, its current page's
 * group open, a close button instead of the mini toggle, and touch-sized rows. 'Preferências' closes it.
 */
export const Phone: Story = {
  play: async ({ args, canvasElement }) => {
    await noHorizontalScroll(canvasElement);
    let nav = await openDrawer(canvasElement);
    const menu = within(nav);
    await expect(menu.queryByRole('button', { name: 'Expandir menu' })).toBeNull();
    await expect(menu.getByRole('link', { name: 'Calculadora' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByText('Início')).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Fechar menu' }).getBoundingClientRect().height).toBe(48);
    await expect(
      menu.getByRole('link', { name: 'Início' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);

    await userEvent.click(menu.getByRole('button', { name: 'Opções' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Preferências' }));
    await expect(args.onOpenPreferences).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('navigation', { name: 'Menu principal' })).toBeNull());
    await expect(args.onStateChange).not.toHaveBeenCalled();

    // Left open for the screenshot.
    nav = await openDrawer(canvasElement);
    await expect(nav).toBeVisible();
  },
};

/** A tablet (768 × 1024), while the menu loads: the placeholders fill the drawer. */
export const TabletLoading: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { loading: true, entries: [] },
  play: async ({ canvasElement }) => {
    const nav = await openDrawer(canvasElement);
    await expect(nav).toHaveAttribute('aria-busy', 'true');
    await expect(nav.querySelectorAll('[data-nav-skeleton-row]')).toHaveLength(NAV_SKELETON_ROWS);
    await noHorizontalScroll(canvasElement);
  },
};
