import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState, type MouseEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountPicker } from '../AccountPicker/AccountPicker';
import { AlertList } from '../AlertList/AlertList';
import { EyeToggle } from '../EyeToggle/EyeToggle';
import { Footer } from '../Footer/Footer';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';
import { MessagesDropdown } from '../MessagesDropdown/MessagesDropdown';
import type { Account } from '../model/account';
import type { Layout } from '../theme/createNuvemTheme';
import { NavMenu } from '../NavMenu/NavMenu';
import { fullMenu } from '../NavMenu/navMenu.fixture';
import { NotesLink } from '../NotesLink/NotesLink';
import { samplePipelineActions } from '../PipelineList/samplePipelineActions';
import { RevNavigation } from '../RevNavigation/RevNavigation';
import { RightSidebar } from '../RightSidebar/RightSidebar';
import { RightSidebarButton } from '../RightSidebarButton/RightSidebarButton';
import { TopBar } from '../TopBar/TopBar';
import { UserMessageBanner } from '../UserMessageBanner/UserMessageBanner';
import { AppShell } from './AppShell';

const account: Account = {
  cloud_id: 'ACME01',
  t_code: 'T10001',
  corporate_name: 'Acme Indústria e Comércio de Produtos Alimentícios S.A.',
  support_type: 'STANDARD',
};

interface ShellDemoProps {
  layout: Layout;
  /** The page the menu starts on; following a menu link changes it, as the portal's router would. */
  initialPath: string;
}

/**
 * The whole shell as the portal composes it, with real parts and a stand-in router: a followed link only
 * changes the current path (so the canvas never leaves the story).
 */
function ShellDemo({ layout, initialPath }: ShellDemoProps) {
  const [path, setPath] = useState(initialPath);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const sidebarId = useId();
  const route = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
    if (!link) return;
    event.preventDefault();
    setPath(link.getAttribute('href')!);
  };
  const navProps = {
    entries: fullMenu,
    currentPath: path,
    onLanguageChange: fn(),
    onOpenPreferences: fn(),
    onLogout: fn(),
  };
  return (
    <Box onClickCapture={route}>
      <AppShell
        layout={layout}
        support="standard"
        nav={
          layout === 'modern' ? (
            <RevNavigation {...navProps} />
          ) : (
            <NavMenu {...navProps} state="open" onStateChange={fn()} />
          )
        }
        topBar={
          <TopBar
            accountPicker={
              <AccountPicker
                accounts={[account]}
                currentAccount={account}
                onSelect={fn()}
                onToggleFavorite={fn()}
              />
            }
            notes={<NotesLink count={3} />}
            messages={
              <MessagesDropdown
                messages={[
                  {
                    id: 'm1',
                    title: 'Manutenção programada',
                    message: 'O ambiente ACME01 passará por manutenção no sábado, das 22h às 23h.',
                    readState: false,
                    createdAt: '2026-03-10T12:00:00Z',
                  },
                ]}
                unreadCount={1}
                onMarkAllRead={fn()}
                onShowOld={fn()}
                onCheckNew={fn()}
                timeZone="America/Sao_Paulo"
              />
            }
            language={<LanguageMenu value="pt-BR" onChange={fn()} />}
            eye={<EyeToggle visible onChange={fn()} />}
            rightSidebarButton={
              <RightSidebarButton
                warningCount={2}
                onClick={() => setSidebarOpen(true)}
                expanded={sidebarOpen}
                controls={sidebarId}
              />
            }
          />
        }
        alerts={
          <AlertList
            alerts={[
              {
                id: 'a1',
                severity: 'warning',
                title: 'srv-protheus-01.acme.example',
                text: 'Uso de CPU acima de 90% nos últimos 15 minutos no servidor de aplicação principal.',
              },
            ]}
          />
        }
        userMessage={
          <UserMessageBanner message="A fatura de março está disponível. Consulte a página Minha conta para os detalhes de consumo." />
        }
        footer={<Footer owner="Nuvem Cloud" year={2026} />}
        rightSidebar={
          <RightSidebar
            open={sidebarOpen}
            onClose={() => setSidebarOpen(false)}
            id={sidebarId}
            clientActions={samplePipelineActions.filter((action) => action.cloud_id === 'ACME01')}
            timeZone="America/Sao_Paulo"
          />
        }
      >
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          Página {path}
        </Typography>
        <Typography>O conteúdo ocupa toda a largura da tela; o menu abre por cima dele.</Typography>
      </AppShell>
    </Box>
  );
}

const meta = {
  title: 'Shell/AppShell/Small screens',
  component: ShellDemo,
  parameters: { layout: 'fullscreen' },
  args: { layout: 'classic', initialPath: '/dashboard' },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof ShellDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const noHorizontalScroll = (canvasElement: HTMLElement) => {
  const { documentElement, defaultView } = canvasElement.ownerDocument;
  return expect(documentElement.scrollWidth).toBeLessThanOrEqual(defaultView!.innerWidth);
};

/** Opens the drawer from the hamburger and returns the navigation in it. */
async function openDrawer(canvasElement: HTMLElement) {
  const hamburger = within(canvasElement).getByRole('button', { name: 'Abrir menu' });
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(hamburger);
  const nav = await within(canvasElement.ownerDocument.body).findByRole('navigation', {
    name: 'Menu principal',
  });
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  await expect(
    canvasElement.ownerDocument.getElementById(hamburger.getAttribute('aria-controls')!),
  ).toContainElement(nav);
  return { hamburger, nav };
}

async function drawerClosed(canvasElement: HTMLElement, hamburger: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.queryByRole('navigation', { name: 'Menu principal' })).toBeNull());
  await waitFor(() => expect(hamburger).toHaveFocus());
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
}

/**
 * A phone (390 × 844), classic layout: the menu is a drawer behind the hamburger. Picking an entry closes
 * it and focus goes back to the hamburger; Escape does the same. 'Mais opções' holds the top bar's other
 * controls. Nothing scrolls sideways.
 */
export const PhoneClassic: Story = {
  // An interaction test: the screens it passes through are shot by PhoneClassicMenuOpen and PhoneOverflowOpen.
  // Its own end state was caught mid-play on a loaded machine (the panel and messages open again).
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    await noHorizontalScroll(canvasElement);

    // Pick an entry inside a group: the drawer closes on the new page.
    let { hamburger, nav } = await openDrawer(canvasElement);
    await expect(nav.getBoundingClientRect().width).toBeGreaterThan(250);
    await userEvent.click(within(nav).getByRole('button', { name: 'IaaS' }));
    await userEvent.click(await within(nav).findByRole('link', { name: 'Calculadora' }));
    await drawerClosed(canvasElement, hamburger);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('/iaas/calculator');

    // Escape closes it too; the current page's entry is marked.
    ({ hamburger, nav } = await openDrawer(canvasElement));
    await expect(within(nav).getByRole('link', { name: 'Calculadora' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await drawerClosed(canvasElement, hamburger);

    // The close button inside it.
    ({ hamburger, nav } = await openDrawer(canvasElement));
    await userEvent.click(within(nav).getByRole('button', { name: 'Fechar menu' }));
    await drawerClosed(canvasElement, hamburger);

    // 'Mais opções': the messages open from inside the panel, over it.
    await userEvent.click(canvas.getByRole('button', { name: 'Mais opções' }));
    const panel = await body.findByRole('dialog', { name: 'Mais opções' });
    await userEvent.click(within(panel).getByRole('button', { name: /^Mensagens/ }));
    const messages = await body.findByRole('dialog', { name: /Mensagens/ });
    // Visible once the dialog's opening has run (a busy machine may take a few frames).
    await waitFor(() => expect(within(messages).getByText('Manutenção programada')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(messages).not.toBeInTheDocument());
    // The right sidebar, opened from the panel, covers the whole screen.
    await userEvent.click(within(panel).getByRole('button', { name: /^Ações executadas/ }));
    const sidebar = await body.findByRole('dialog', { name: 'Painel de ações' });
    await expect(Math.round(sidebar.getBoundingClientRect().width)).toBe(
      canvasElement.ownerDocument.defaultView!.innerWidth,
    );
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Painel de ações' })).toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Mais opções' })).toBeNull());
    await noHorizontalScroll(canvasElement);
  },
};

/** The phone with the drawer left open, for the screenshot. */
export const PhoneClassicMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const { nav } = await openDrawer(canvasElement);
    // Touch-sized rows.
    for (const link of within(nav).getAllByRole('link').slice(0, 3))
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await noHorizontalScroll(canvasElement);
  },
};

/** The phone with 'Mais opções' open, for the screenshot. */
export const PhoneOverflowOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mais opções' }));
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Mais opções',
    });
    await waitFor(() => expect(within(panel).getByRole('link', { name: /^Notas/ })).toBeVisible());
    await noHorizontalScroll(canvasElement);
  },
};

/**
 * A phone in the modern layout: the rev rail slides in as the drawer; a group's flyout opens beside it
 * and following one of its links closes both.
 */
export const PhoneModern: Story = {
  args: { layout: 'modern', initialPath: '/modern/dashboard' },
  globals: { layout: 'modern' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await noHorizontalScroll(canvasElement);
    const { hamburger, nav } = await openDrawer(canvasElement);
    await userEvent.click(within(nav).getByRole('button', { name: 'IaaS' }));
    const flyout = await body.findByRole('dialog', { name: 'IaaS' });
    const { right } = flyout.getBoundingClientRect();
    await expect(right).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerWidth);
    await userEvent.click(within(flyout).getByRole('link', { name: 'Recursos' }));
    await drawerClosed(canvasElement, hamburger);
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'IaaS' })).toBeNull());
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      '/iaas/resources',
    );
  },
};

/** The modern layout's drawer left open, for the screenshot: the rail with its close button on top. */
export const PhoneModernMenuOpen: Story = {
  args: { layout: 'modern', initialPath: '/modern/dashboard' },
  globals: { layout: 'modern' },
  play: async ({ canvasElement }) => {
    const { nav } = await openDrawer(canvasElement);
    await expect(within(nav).getByRole('button', { name: 'Fechar menu' })).toBeVisible();
    await noHorizontalScroll(canvasElement);
  },
};

/** A tablet (768 × 1024) is below `md` too: the drawer and 'Mais opções', with more room for the picker. */
export const TabletClassic: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await noHorizontalScroll(canvasElement);
    const { hamburger, nav } = await openDrawer(canvasElement);
    await userEvent.click(within(nav).getByRole('link', { name: 'Insights' }));
    await drawerClosed(canvasElement, hamburger);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('/insights');
  },
};

/** A tablet in the modern layout. */
export const TabletModern: Story = {
  args: { layout: 'modern', initialPath: '/modern/dashboard' },
  globals: { layout: 'modern', viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await noHorizontalScroll(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Mais opções' })).toBeVisible();
  },
};
