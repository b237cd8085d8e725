import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { NavEntry } from '../model/navigation';
import { NAV_WIDTH_FULL, NAV_WIDTH_MINI } from '../theme/brand';
import { NavMenu, type NavMenuProps } from './NavMenu';
import { NAV_SKELETON_ROWS } from './navMenuConstants';
import { customerMenu, fullMenu, withDisabled } from './navMenu.fixture';

/** Keeps the mini/full state like the portal does, so the toggle works in the canvas. */
function StatefulNavMenu(args: NavMenuProps) {
  const [state, setState] = useState(args.state);
  return (
    <NavMenu
      {...args}
      state={state}
      onStateChange={(next) => {
        setState(next);
        args.onStateChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shell/NavMenu',
  component: NavMenu,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    entries: fullMenu,
    currentPath: '/dashboard',
    state: 'open',
    onStateChange: fn(),
    onLanguageChange: fn(),
    onOpenProfile: fn(),
    onOpenPreferences: fn(),
    onLogout: fn(),
  },
  render: (args) => <StatefulNavMenu {...args} />,
  decorators: [
    (Story) => (
      <Box sx={{ display: 'flex', height: '100vh' }}>
        <Story />
        <Box sx={{ flex: 1, p: 3 }}>
          <Typography variant="h5" component="h1">
            Conteúdo da página
          </Typography>
          <Typography>O menu em modo mini se expande sobre este conteúdo.</Typography>
        </Box>
      </Box>
    ),
  ],
} satisfies Meta<typeof NavMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const navOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Menu principal' });
const widthOf = (element: HTMLElement) => Math.round(element.getBoundingClientRect().width);

/** While the menu's data loads: 13 placeholder rows and a busy navigation landmark. */
export const Loading: Story = {
  args: { loading: true, entries: [] },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await expect(nav).toHaveAttribute('aria-busy', 'true');
    await expect(within(nav).getByRole('status')).toHaveTextContent('Carregando menu');
    await expect(nav.querySelectorAll('[data-nav-skeleton-row]')).toHaveLength(NAV_SKELETON_ROWS);
    // The footer stays usable while the menu loads.
    await expect(within(nav).getByRole('button', { name: 'Sair' })).toBeEnabled();
  },
};

/** A full menu, every entry enabled but the status page (always disabled). */
export const FullPortalMenu: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    await expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.queryByRole('link', { name: 'Página de status' })).toBeNull();
    const admin = nav.getByRole('button', { name: 'Administração' });
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    // A closed group's entries are not rendered (most rows of the menu are out of sight), and it controls
    // no panel until it is opened.
    await expect(admin).not.toHaveAttribute('aria-controls');
    await expect(canvasElement.querySelector('a[href="/admin/marketplace"]')).toBeNull();
    await userEvent.click(admin);
    const panel = canvasElement.ownerDocument.getElementById(admin.getAttribute('aria-controls')!);
    await expect(panel).not.toBeNull();
    await expect(within(panel!).getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
      'href',
      '/admin/marketplace',
    );
  },
};

/** The toggle switches between the full menu and the mini bar, reporting the value to store. */
export const ToggleMiniAndFull: Story = {
  play: async ({ canvasElement, args }) => {
    const navElement = navOf(canvasElement);
    const nav = within(navElement);
    await expect(widthOf(navElement)).toBe(NAV_WIDTH_FULL);
    await userEvent.click(nav.getByRole('button', { name: 'Recolher menu' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith('close');
    await waitFor(() => expect(widthOf(navElement)).toBe(NAV_WIDTH_MINI));
    await userEvent.click(nav.getByRole('button', { name: 'Expandir menu' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith('open');
    await waitFor(() => expect(widthOf(navElement)).toBe(NAV_WIDTH_FULL));
    await expect(args.onStateChange).toHaveBeenCalledTimes(2);
  },
};

/** Only one top-level group is open at a time: opening IaaS closes PaaS. */
export const OneGroupOpenAtATime: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    const paas = nav.getByRole('button', { name: 'PaaS' });
    const iaas = nav.getByRole('button', { name: 'IaaS' });
    await userEvent.click(paas);
    await expect(paas).toHaveAttribute('aria-expanded', 'true');
    await expect(await nav.findByRole('link', { name: 'Protheus' })).toHaveAttribute(
      'href',
      '/produto/protheus',
    );
    await userEvent.click(iaas);
    await expect(iaas).toHaveAttribute('aria-expanded', 'true');
    await expect(paas).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(nav.queryByRole('link', { name: 'Protheus' })).toBeNull());
    // IaaS holds its 8 entries.
    const panel = canvasElement.ownerDocument.getElementById(iaas.getAttribute('aria-controls')!)!;
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(8));
  },
};

/** Tab reaches the groups; Enter and Space open and close them. Nested groups open inside their parent. */
export const KeyboardGroups: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    const admin = nav.getByRole('button', { name: 'Administração' });
    admin.focus();
    await userEvent.keyboard('{Enter}');
    await expect(admin).toHaveAttribute('aria-expanded', 'true');
    const iam = await nav.findByRole('button', { name: 'IAM' });
    // The next Tab stop is the group's first entry.
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('href', '/admin/marketplace');
    iam.focus();
    await userEvent.keyboard(' ');
    await expect(iam).toHaveAttribute('aria-expanded', 'true');
    await expect(await nav.findByRole('link', { name: 'Perfis' })).toHaveAttribute(
      'href',
      '/admin/iam/roles',
    );
    admin.focus();
    await userEvent.keyboard(' ');
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The options menu offers the three languages, each named in itself, and the preferences. */
export const OptionsMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(navOf(canvasElement));
    const body = within(canvasElement.ownerDocument.body);
    const options = nav.getByRole('button', { name: 'Opções' });
    await userEvent.click(options);
    const menu = await body.findByRole('menu', { name: 'Opções' });
    await expect(options).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Português (Brasil)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('lang', 'es');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());

    await userEvent.click(options);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Meu perfil' }));
    await expect(args.onOpenProfile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());

    await userEvent.click(options);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Preferências' }));
    await expect(args.onOpenPreferences).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(options).toHaveFocus());
  },
};

/** The options menu, open (for the screenshot and the dark-theme accessibility check). */
export const OptionsMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(navOf(canvasElement)).getByRole('button', { name: 'Opções' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
  },
};

/** 'Sair' logs out. */
export const Logout: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(navOf(canvasElement)).getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A customer without administration rights: disabled items are hidden, and so are groups left empty. */
export const SomeItemsDisabled: Story = {
  args: { entries: customerMenu },
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    await expect(nav.queryByRole('link', { name: 'Migrador' })).toBeNull();
    await expect(nav.queryByRole('link', { name: 'Gestão de usuários' })).toBeNull();
    await expect(nav.queryByRole('button', { name: 'Administração' })).toBeNull();
    await expect(nav.queryByRole('button', { name: 'Gestão de produtos' })).toBeNull();
    await expect(nav.getByRole('button', { name: 'IaaS' })).toBeVisible();
  },
};

/** The PaaS group has no enabled product, so the whole group is hidden. */
export const GroupWithAllChildrenDisabled: Story = {
  args: {
    entries: withDisabled(
      fullMenu,
      (fullMenu.find((e) => e.id === 'paas') as Extract<NavEntry, { kind: 'group' }>).children.map(
        (c) => c.id,
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    await expect(nav.queryByRole('button', { name: 'PaaS' })).toBeNull();
    await expect(nav.getByRole('button', { name: 'IaaS' })).toBeVisible();
  },
};

/** The current page sits inside a group: the group starts open and the item is marked. */
export const ActiveItemInsideGroup: Story = {
  args: { currentPath: '/iaas/virtual-machines/vm-042' },
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    await expect(nav.getByRole('button', { name: 'IaaS' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Máquinas virtuais' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('button', { name: 'PaaS' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A page two levels deep: Administração and IAM both start open. */
export const ActiveItemInNestedGroup: Story = {
  args: { currentPath: '/admin/iam/users' },
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    await expect(nav.getByRole('button', { name: 'Administração' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: 'IAM' })).toHaveAttribute('aria-expanded', 'true');
    const users = nav.getByRole('link', { name: 'Usuários', current: 'page' });
    await expect(users).toHaveAttribute('href', '/admin/iam/users');
  },
};

/** The mini bar: icons only, each still named for assistive technology. */
export const Mini: Story = {
  args: { state: 'close', currentPath: '/iaas/virtual-machines' },
  play: async ({ canvasElement }) => {
    const navElement = navOf(canvasElement);
    await expect(widthOf(navElement)).toBe(NAV_WIDTH_MINI);
    const nav = within(navElement);
    await expect(nav.getByRole('link', { name: 'Início' })).toBeInTheDocument();
    // Groups stay shut in the mini bar; the one holding the current page is highlighted.
    await expect(nav.getByRole('button', { name: 'IaaS' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'IaaS' })).toHaveClass('Mui-selected');
  },
};

/** Hovering the mini bar widens it over the content; leaving shrinks it again. */
export const MiniHovered: Story = {
  args: { state: 'close', currentPath: '/iaas/virtual-machines' },
  play: async ({ canvasElement }) => {
    const navElement = navOf(canvasElement);
    const nav = within(navElement);
    const reserved = navElement.parentElement!;
    await userEvent.hover(navElement);
    await waitFor(() => expect(widthOf(navElement)).toBe(NAV_WIDTH_FULL));
    // It overlays the content: the space it takes in the layout stays mini.
    await expect(widthOf(reserved)).toBe(NAV_WIDTH_MINI);
    await expect(nav.getByRole('button', { name: 'IaaS' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(navElement);
    await waitFor(() => expect(widthOf(navElement)).toBe(NAV_WIDTH_MINI));
    await userEvent.hover(navElement);
    await waitFor(() => expect(widthOf(navElement)).toBe(NAV_WIDTH_FULL));
  },
};

/** Keyboard focus inside the mini bar widens it too, so the labels are readable while tabbing through. */
export const MiniKeyboardFocus: Story = {
  args: { state: 'close' },
  play: async ({ canvasElement }) => {
    const navElement = navOf(canvasElement);
    await userEvent.tab();
    await expect(within(navElement).getByRole('button', { name: 'Expandir menu' })).toHaveFocus();
    await waitFor(() => expect(widthOf(navElement)).toBe(NAV_WIDTH_FULL));
    await userEvent.tab();
    await expect(within(navElement).getByRole('link', { name: 'Início' })).toHaveFocus();
    await expect(widthOf(navElement)).toBe(NAV_WIDTH_FULL);
  },
};

const longLabels: NavEntry[] = [
  ...fullMenu.slice(0, 2),
  {
    kind: 'group',
    id: 'long-group',
    label: 'Recuperação de desastres do ambiente principal e dos ambientes secundários',
    children: [
      {
        kind: 'item',
        id: 'long-item',
        label: 'Solicitações de migração de evento comercial pendentes de aprovação pelo gestor',
        href: '/commercial-event-migration/pending',
        enabled: true,
      },
    ],
  },
  {
    kind: 'item',
    id: 'long-top',
    label: 'Painel de consumo consolidado de todos os contratos ativos do cliente',
    href: '/store/consumo/consolidado',
    enabled: true,
  },
];

/** Long labels wrap instead of being cut; entries without icons show their initials in the mini bar. */
export const LongLabels: Story = {
  args: { entries: longLabels, currentPath: '/commercial-event-migration/pending' },
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    await expect(
      nav.getByRole('link', {
        name: 'Solicitações de migração de evento comercial pendentes de aprovação pelo gestor',
      }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** The menu's own words in English (the entries' labels arrive translated from the portal). */
export const EnglishInterface: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    await expect(nav.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Options' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Options' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Preferences' }));
    await expect(args.onOpenPreferences).toHaveBeenCalledTimes(1);
    await userEvent.click(nav.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};
