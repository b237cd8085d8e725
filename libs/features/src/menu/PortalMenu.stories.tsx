import { isLocale, NavMenu, type Locale, type NavMenuProps, type NavMenuState } from '@nuvem/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { createTestI18n } from '../testing/createTestI18n';
import { DEMO_MENU_USERS, type DemoMenuUserName } from './menuFixtures';
import { portalMenuOf } from './portalMenuOf';

interface DemoUserMenuProps extends Omit<NavMenuProps, 'entries' | 'state' | 'onStateChange'> {
  /** The demo user (apps/api demo data) whose menu is shown, in their first environment. */
  user: DemoMenuUserName;
}

/** The menu the portal ships (`portalMenuOf`), built for one demo user, in the classic NavMenu. */
function DemoUserMenu({ user, ...props }: DemoUserMenuProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const entries = useMemo(() => portalMenuOf(DEMO_MENU_USERS[user].context, t), [user, t]);
  const [state, setState] = useState<NavMenuState>('open');
  return <NavMenu {...props} entries={entries} state={state} onStateChange={setState} />;
}

/** The portal's i18n: the design system's strings and the features' (the menu's labels among them). */
function FeaturesI18n({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = useMemo(() => createTestI18n(locale), [locale]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

const meta = {
  title: 'Features/PortalMenu',
  component: DemoUserMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    user: 'ana',
    currentPath: '/dashboard',
    onLanguageChange: fn(),
    onOpenPreferences: fn(),
    onLogout: fn(),
  },
  argTypes: { user: { control: 'select', options: Object.keys(DEMO_MENU_USERS) } },
  decorators: [
    (Story, { globals }) => (
      <FeaturesI18n locale={isLocale(globals['locale']) ? globals['locale'] : 'pt-BR'}>
        <div style={{ display: 'flex', height: '100vh' }}>
          <Story />
        </div>
      </FeaturesI18n>
    ),
  ],
} satisfies Meta<typeof DemoUserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const navOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Menu principal' }));

/** How many rows (links and groups) the menu's top level shows. */
const topLevelRows = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('nav ul')!.querySelectorAll(':scope > li').length;

const panelOf = (button: HTMLElement) =>
  within(button.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!);

/** Opens a group (of the top level, or inside `scope`) and returns its panel. */
async function openGroup(canvasElement: HTMLElement, name: string, scope = navOf(canvasElement)) {
  const button = scope.getByRole('button', { name });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return panelOf(button);
}

/** Ana, a customer of a PRIME environment: IaaS, security, backups and support, no administration. */
export const Ana: Story = {
  args: { user: 'ana' },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    for (const name of [
      'Marketplace',
      'TSS',
      'Insights',
      'Gestão de usuários',
      'Painel do cliente',
      'Chaves SSH',
    ])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    for (const name of ['Administração', 'Estúdio do desenvolvedor', 'Gestão de produtos'])
      await expect(nav.queryByRole('button', { name })).toBeNull();
    await expect(nav.queryByRole('link', { name: 'Migrador' })).toBeNull();
    await expect(nav.queryByRole('link', { name: 'Página de status' })).toBeNull();
    const dr = await openGroup(canvasElement, 'Recuperação de desastre');
    await waitFor(() => expect(dr.getAllByRole('link').map((link) => link.textContent)).toEqual(['Backup']));
    const support = await openGroup(canvasElement, 'Suporte');
    await waitFor(() =>
      expect(support.getByRole('link', { name: 'Atendimento ao cliente' })).toHaveAttribute(
        'href',
        '/tickets',
      ),
    );
    // The list is longer than the screen: shown scrolled to its end, whatever scrolling the clicks caused.
    scrollToEnd(canvasElement.querySelector('nav ul')!);
  },
};

/** Scrolls the nearest scrolling box around `element` to its end. */
function scrollToEnd(element: HTMLElement) {
  let box: HTMLElement | null = element;
  while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
  if (box) box.scrollTop = box.scrollHeight;
}

/** Bruno, a customer without contracts or TSS in view: no Marketplace; commercial-event migration. */
export const Bruno: Story = {
  args: { user: 'bruno' },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await expect(nav.queryByRole('link', { name: 'Marketplace' })).toBeNull();
    await expect(nav.queryByRole('link', { name: 'TSS' })).toBeNull();
    await expect(nav.getByRole('link', { name: 'Migração de evento comercial' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Central de segurança' })).toBeVisible();
    const iaas = await openGroup(canvasElement, 'IaaS');
    // Eight pages and 'Novo contrato' (spec §6: hidden only while the IaaS account is cancelling).
    await waitFor(() => expect(iaas.getAllByRole('link')).toHaveLength(9));
    await expect(iaas.getByRole('link', { name: 'Novo contrato' })).toBeVisible();
  },
};

/** Carla, a partner: developer studio, commercial events and the marketplace; no IaaS, no support tickets. */
export const Carla: Story = {
  args: { user: 'carla' },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await expect(nav.getByRole('button', { name: 'Estúdio do desenvolvedor' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Evento comercial' })).toBeVisible();
    // Hers by menu_marketplace_test (issue 32: she buys offers for her customers).
    await expect(nav.getByRole('link', { name: 'Marketplace' })).toBeVisible();
    await expect(nav.queryByRole('button', { name: 'IaaS' })).toBeNull();
    const support = await openGroup(canvasElement, 'Suporte');
    await waitFor(() =>
      expect(support.getAllByRole('link').map((link) => link.textContent)).toEqual(['Geração de token']),
    );
  },
};

/** Diego, provider staff: every entry but the status page (always disabled). */
export const Diego: Story = {
  args: { user: 'diego' },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    for (const name of ['Administração', 'Estúdio do desenvolvedor', 'Gestão de produtos', 'Suporte'])
      await expect(nav.getByRole('button', { name })).toBeVisible();
    for (const name of ['Migrador', 'Onboarding digital', 'Marketplace', 'Termos de aceite'])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Página de status' })).toBeNull();
    await expect(topLevelRows(canvasElement)).toBe(24);
  },
};

/** Diego's Administração open, with its nested groups (IAM, Insights, Monitoramento, DR) open too. */
export const DiegoAdministrationExpanded: Story = {
  args: { user: 'diego', currentPath: '/admin/iam/roles' },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    // The current page's groups start open.
    await expect(nav.getByRole('button', { name: 'Administração' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Perfis', current: 'page' })).toHaveAttribute(
      'href',
      '/admin/iam/roles',
    );
    const admin = panelOf(nav.getByRole('button', { name: 'Administração' }));
    for (const name of ['Insights', 'Monitoramento', 'Recuperação de desastre'])
      await openGroup(canvasElement, name, admin);
    await waitFor(() => expect(admin.getAllByRole('link')).toHaveLength(29));
    await expect(admin.getByRole('link', { name: 'Declaração' })).toHaveAttribute(
      'href',
      '/admin/disaster-recovery/declaration',
    );
  },
};

/** Elisa, a customer with rev_home: IaaS and support; the same menu in either layout. */
export const Elisa: Story = {
  args: { user: 'elisa' },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await expect(nav.getByRole('button', { name: 'IaaS' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Gestão de usuários' })).toBeNull();
    await expect(nav.queryByRole('button', { name: 'Recuperação de desastre' })).toBeNull();
  },
};

/**
 * Fábio, no features, a STANDARD environment and a cancelling IaaS account: only what every user sees.
 */
export const Fabio: Story = {
  args: { user: 'fabio' },
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await expect(nav.queryByRole('link', { name: 'Painel do cliente' })).toBeNull();
    await expect(nav.queryByRole('button', { name: 'Suporte' })).toBeNull();
    // His IaaS account is being cancelled (spec §6): the account's pages, not its resources nor the manager.
    const iaas = await openGroup(canvasElement, 'IaaS');
    await waitFor(() =>
      expect(iaas.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Boas-vindas',
        'Calculadora',
        'Informações',
        'Ajuda',
      ]),
    );
    const paas = await openGroup(canvasElement, 'PaaS');
    await waitFor(() => expect(paas.getAllByRole('link')).toHaveLength(20));
    await expect(paas.getByRole('link', { name: 'Outros' })).toHaveAttribute('href', '/produto/outros');
  },
};

/** Ana's menu in English: the features' labels follow the language. */
export const AnaInEnglish: Story = {
  args: { user: 'ana' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main menu' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'User management' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Support' })).toBeVisible();
  },
};
