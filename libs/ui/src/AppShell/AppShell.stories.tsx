import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClientSelectionScreen } from '../ClientSelectionScreen/ClientSelectionScreen';
import { Footer } from '../Footer/Footer';
import { NavMenu } from '../NavMenu/NavMenu';
import { fullMenu } from '../NavMenu/navMenu.fixture';
import { RevNavigation } from '../RevNavigation/RevNavigation';
import { AppShell } from './AppShell';

/** Stands in for a slot another component fills (TopBar, AlertList…), named after it. */
function Placeholder({ label, minHeight = 48 }: { label: string; minHeight?: number }) {
  return (
    <Box
      sx={{
        minHeight,
        display: 'flex',
        alignItems: 'center',
        px: 2,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

const navCallbacks = { onLanguageChange: fn(), onOpenPreferences: fn(), onLogout: fn() };

const classicNav = (
  <NavMenu entries={fullMenu} currentPath="/dashboard" state="open" onStateChange={fn()} {...navCallbacks} />
);
const modernNav = <RevNavigation entries={fullMenu} currentPath="/modern/dashboard" {...navCallbacks} />;

const content = (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
    <Typography variant="h5" component="h1">
      Painel
    </Typography>
    <Placeholder label="Conteúdo da rota (por exemplo, o painel inicial)" minHeight={320} />
  </Box>
);

const slots = {
  topBar: <Placeholder label="Barra superior (TopBar)" minHeight={56} />,
  alerts: <Placeholder label="Lista de alertas (AlertList)" />,
  userMessage: <Placeholder label="Banner de mensagem ao usuário: ATENÇÃO!" />,
  footer: <Footer owner="Nuvem Cloud" year={2026} />,
  children: content,
};

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { layout: 'classic', support: 'standard', nav: classicNav, ...slots },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const hasBodyClass = (canvasElement: HTMLElement, className: string) =>
  canvasElement.ownerDocument.body.classList.contains(className);

/** The classic layout: left menu, top bar, alerts, user message, content and footer. */
export const Classic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(hasBodyClass(canvasElement, 'tc-standard')).toBe(true));
    await expect(hasBodyClass(canvasElement, 'tc-standard-modern')).toBe(false);
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Painel');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** The skip link is the first Tab stop; following it moves focus to the content. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', `#${canvas.getByRole('main').id}`);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    // Sequential navigation now starts from the content: the next Tab does not go back into the menu.
    await userEvent.tab();
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.contains(canvasElement.ownerDocument.activeElement)).toBe(false);
  },
};

/** The modern layout: the navigation rail and a lighter top bar flush with the page. */
export const Modern: Story = {
  args: { layout: 'modern', nav: modernNav },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(hasBodyClass(canvasElement, 'tc-standard-modern')).toBe(true));
    await expect(hasBodyClass(canvasElement, 'tc-standard')).toBe(false);
    await expect(within(canvasElement).getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  },
};

/** A PRIME customer with prime styling on: the body class turns to tc-prime. */
export const Prime: Story = {
  args: { support: 'prime' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(hasBodyClass(canvasElement, 'tc-prime')).toBe(true));
    await expect(hasBodyClass(canvasElement, 'tc-standard')).toBe(false);
  },
};

/** PRIME in the modern layout: tc-prime-modern. */
export const PrimeModern: Story = {
  args: { support: 'prime', layout: 'modern', nav: modernNav },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(hasBodyClass(canvasElement, 'tc-prime-modern')).toBe(true));
  },
};

/** With the mini menu the content gets the room; the menu widens over it on hover. */
export const ClassicWithMiniMenu: Story = {
  args: {
    nav: (
      <NavMenu
        entries={fullMenu}
        currentPath="/dashboard"
        state="close"
        onStateChange={fn()}
        {...navCallbacks}
      />
    ),
  },
};

/** The right sidebar slot, shown open beside the content. */
export const WithRightSidebar: Story = {
  args: {
    rightSidebar: (
      <Box
        sx={{
          width: 320,
          flexShrink: 0,
          borderLeft: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          p: 2,
        }}
      >
        <Placeholder label="Barra lateral direita (RightSidebar)" minHeight={200} />
      </Box>
    ),
  },
};

/** No environment selected: the client-selection screen replaces the content and the menu is not shown. */
export const ClientSelection: Story = {
  args: {
    clientSelection: (
      <ClientSelectionScreen
        accounts={[
          {
            cloud_id: 'ACME01',
            t_code: 'T10001',
            corporate_name: 'Acme Indústria S.A.',
            support_type: 'PRIME',
          },
          {
            cloud_id: 'BETA02',
            t_code: 'T20002',
            corporate_name: 'Beta Comércio Ltda.',
            support_type: 'STANDARD',
          },
        ]}
        onSelect={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Selecione um ambiente' })).toBeVisible();
    await expect(main.queryByText('Painel')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
  },
};

/** User data is still missing: only a centred spinner. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando...' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('main')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Login, privacy and the other bare pages: no shell, no body class, only the content. */
export const Bare: Story = {
  args: {
    variant: 'bare',
    children: (
      <Box component="main" sx={{ p: 4 }}>
        <Typography variant="h5" component="h1">
          Login
        </Typography>
        <Placeholder label="Página sem shell (login, privacidade)" minHeight={200} />
      </Box>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Pular para o conteúdo' })).toBeNull();
    const shellClasses = [...canvasElement.ownerDocument.body.classList].filter((c) => c.startsWith('tc-'));
    await expect(shellClasses).toEqual([]);
  },
};
