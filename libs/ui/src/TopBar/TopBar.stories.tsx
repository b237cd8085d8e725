import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssistTokenControl } from '../AssistTokenControl/AssistTokenControl';
import { DisasterRecoveryToggles } from '../DisasterRecoveryToggles/DisasterRecoveryToggles';
import { ExternalKeyButton } from '../ExternalKeyButton/ExternalKeyButton';
import { EyeToggle } from '../EyeToggle/EyeToggle';
import { ImpersonateUsers } from '../ImpersonateUsers/ImpersonateUsers';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';
import { PrimeIndicator } from '../PrimeIndicator/PrimeIndicator';
import { RightSidebarButton } from '../RightSidebarButton/RightSidebarButton';
import { TopBar } from './TopBar';

// Stand-ins for the slots another component set fills (AccountPicker, NotesLink, actions, MessagesDropdown).
const accountPicker = (label: string) => (
  <Button color="inherit" endIcon={<ArrowDropDown />} sx={{ minWidth: 0, justifyContent: 'flex-start' }}>
    <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
  </Button>
);
const notes = (
  <IconButton color="inherit" href="/notes" aria-label="Notas: 3">
    <Badge badgeContent={3} color="primary">
      <StickyNote2Outlined />
    </Badge>
  </IconButton>
);
const actions = (
  <IconButton color="inherit" aria-label="Ações">
    <BoltOutlined />
  </IconButton>
);
const messages = (
  <IconButton color="inherit" aria-label="Mensagens: 2 não lidas">
    <Badge badgeContent={2} color="error">
      <MailOutlined />
    </Badge>
  </IconButton>
);

const openSidebar = fn().mockName('openSidebar');

const controls = {
  notes,
  actions,
  messages,
  assistToken: (
    <AssistTokenControl
      token="7K4Q-93XD-PL2M-8VWA"
      expiresAt="2026-03-12T20:00:00Z"
      onGenerate={fn()}
      onCopy={fn()}
    />
  ),
  impersonate: <ImpersonateUsers onImpersonate={fn()} onStopImpersonating={fn()} />,
  externalKeys: <ExternalKeyButton />,
  language: <LanguageMenu value="pt-BR" onChange={fn()} />,
  eye: <EyeToggle visible onChange={fn()} />,
  rightSidebarButton: <RightSidebarButton warningCount={2} onClick={openSidebar} />,
};

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    accountPicker: accountPicker('T10001 - ACME01 - Acme Indústria S.A.'),
    ...controls,
    prime: <PrimeIndicator supportType="STANDARD" />,
    onOpenMenu: fn(),
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A standard customer: every control in the spec's order, no PRIME chip and no DR toggles. */
export const StandardCustomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('banner', { name: 'Barra superior' });
    await expect(within(bar).queryByText('PRIME')).not.toBeInTheDocument();
    await expect(
      within(bar).queryByRole('group', { name: 'Recuperação de desastre' }),
    ).not.toBeInTheDocument();
    // Wide screen: no hamburger and no overflow panel, every control on the bar.
    await expect(within(bar).queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
    await expect(within(bar).queryByRole('button', { name: 'Mais opções' })).not.toBeInTheDocument();

    // Keyboard order follows the spec's order.
    const names: string[] = [];
    for (let i = 0; i < 10; i++) {
      await userEvent.tab();
      const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
      names.push(focused.getAttribute('aria-label') ?? focused.textContent ?? '');
    }
    await expect(names).toEqual([
      'T10001 - ACME01 - Acme Indústria S.A.',
      'Notas: 3',
      'Ações',
      'Mensagens: 2 não lidas',
      'Token de assistência',
      'Personificar usuário',
      'Gerenciamento de chaves externas',
      'Idioma: Português (Brasil)',
      'Ocultar valores',
      'Ações executadas: 2 avisos',
    ]);
    // Leave no tooltip open in the screenshot.
    (canvasElement.ownerDocument.activeElement as HTMLElement).blur();
  },
};

/** A PRIME customer: the PRIME chip closes the bar. */
export const PrimeCustomer: Story = {
  args: { prime: <PrimeIndicator supportType="PRIME" /> },
  globals: { support: 'prime' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('banner');
    const slots = [...bar.querySelectorAll('[data-slot]')].map((el) => el.getAttribute('data-slot'));
    await expect(slots.at(-1)).toBe('prime');
    await expect(within(bar).getByText('PRIME')).toBeVisible();
  },
};

/** With the disaster_recovery flag the portal passes the DR toggles: they sit between the eye and the sidebar button. */
export const WithDisasterRecovery: Story = {
  args: {
    disasterRecovery: (
      <DisasterRecoveryToggles
        testActive={false}
        onToggleTest={fn()}
        allTopologies
        onToggleAllTopologies={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('banner');
    const group = within(bar).getByRole('group', { name: 'Recuperação de desastre' });
    await expect(within(group).getByRole('button', { name: 'DR' })).toHaveAttribute('aria-pressed', 'true');
    const slots = [...bar.querySelectorAll('[data-slot]')].map((el) => el.getAttribute('data-slot'));
    await expect(slots).toEqual([
      'notes',
      'actions',
      'messages',
      'assistToken',
      'impersonate',
      'externalKeys',
      'language',
      'eye',
      'disasterRecovery',
      'rightSidebarButton',
      'prime',
    ]);
  },
};

/** Provider staff viewing the portal as a customer user. */
export const Impersonating: Story = {
  args: {
    impersonate: (
      <ImpersonateUsers
        impersonating={{ name: 'Joana Silva', email: 'joana.silva@acme.com.br' }}
        onImpersonate={fn()}
        onStopImpersonating={fn()}
      />
    ),
    prime: <PrimeIndicator supportType="PRIME" />,
    disasterRecovery: (
      <DisasterRecoveryToggles
        testActive
        onToggleTest={fn()}
        allTopologies={false}
        onToggleAllTopologies={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Você está vendo o portal como Joana Silva')).toBeVisible();
  },
};

/** The modern layout (rounder theme shape). */
export const ModernLayout: Story = {
  globals: { layout: 'modern' },
  args: { prime: <PrimeIndicator supportType="PRIME" /> },
};

/** English interface. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { language: <LanguageMenu value="en" onChange={fn()} /> },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('banner', { name: 'Top bar' });
    await expect(within(bar).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  },
};

const phone = { viewport: { value: 'phone', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };
const disasterRecovery = (
  <DisasterRecoveryToggles
    testActive={false}
    onToggleTest={fn()}
    allTopologies
    onToggleAllTopologies={fn()}
  />
);
const noHorizontalScroll = (canvasElement: HTMLElement) => {
  const { documentElement, defaultView } = canvasElement.ownerDocument;
  return expect(documentElement.scrollWidth).toBeLessThanOrEqual(defaultView!.innerWidth);
};
const OVERFLOW_ORDER = [
  'notes',
  'actions',
  'messages',
  'assistToken',
  'impersonate',
  'externalKeys',
  'language',
  'eye',
  'disasterRecovery',
  'rightSidebarButton',
];

/**
 * A phone (390 × 844): the hamburger, the account picker cut short (its full label is in its dropdown) and
 * 'Mais opções', a panel holding the other controls in the spec's order, each working as on the bar.
 */
export const Phone: Story = {
  globals: phone,
  args: {
    accountPicker: accountPicker('T10001 - ACME01 - Acme Indústria e Comércio de Produtos Alimentícios S.A.'),
    prime: <PrimeIndicator supportType="PRIME" />,
    disasterRecovery,
  },
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement).getByRole('banner', { name: 'Barra superior' });
    const body = within(canvasElement.ownerDocument.body);
    await noHorizontalScroll(canvasElement);
    // Only PRIME stays beside the picker; the other controls left the bar.
    const onBar = [...bar.querySelectorAll('[data-slot]')].map((el) => el.getAttribute('data-slot'));
    await expect(onBar).toEqual(['prime']);

    const hamburger = within(bar).getByRole('button', { name: 'Abrir menu' });
    await expect(hamburger.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(hamburger);
    await expect(args.onOpenMenu).toHaveBeenCalledTimes(1);

    const more = within(bar).getByRole('button', { name: 'Mais opções' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    const panel = await body.findByRole('dialog', { name: 'Mais opções' });
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveAttribute('aria-controls', panel.id);
    const rows = [...panel.querySelectorAll('li[data-slot]')];
    await expect(rows.map((row) => row.getAttribute('data-slot'))).toEqual(OVERFLOW_ORDER);
    // Touch-sized rows, once the panel has grown in.
    for (const row of rows)
      await waitFor(() => expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44));

    // A tap on a caption acts on its control: the whole row is the touch target.
    const sidebarOpenings = openSidebar.mock.calls.length;
    await userEvent.click(within(panel).getByText('Ações executadas'));
    await expect(openSidebar).toHaveBeenCalledTimes(sidebarOpenings + 1);
    // The control inside the panel opens its own dropdown, over the panel.
    await userEvent.click(within(panel).getByRole('button', { name: 'Idioma: Português (Brasil)' }));
    const languages = await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(languages).not.toBeInTheDocument());
    await expect(panel).toBeInTheDocument();

    // Escape closes the panel and focus goes back to its button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Mais opções' })).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
    // The screenshot shows the panel open.
    await userEvent.click(more);
    await body.findByRole('dialog', { name: 'Mais opções' });
    await noHorizontalScroll(canvasElement);
  },
};

/** A tablet (768 × 1024) is still below `md`: the same compact bar, with room for the whole picker label. */
export const Tablet: Story = {
  globals: tablet,
  args: {
    impersonate: (
      <ImpersonateUsers
        impersonating={{ name: 'Joana Silva', email: 'joana.silva@acme.com.br' }}
        onImpersonate={fn()}
        onStopImpersonating={fn()}
      />
    ),
    disasterRecovery,
  },
  play: async ({ canvasElement }) => {
    await noHorizontalScroll(canvasElement);
    // Keyboard order: the hamburger, the picker, 'Mais opções'.
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      await userEvent.tab();
      const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
      names.push(focused.getAttribute('aria-label') ?? focused.textContent ?? '');
    }
    await expect(names).toEqual(['Abrir menu', 'T10001 - ACME01 - Acme Indústria S.A.', 'Mais opções']);
    await userEvent.keyboard('{Enter}');
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Mais opções',
    });
    // The impersonation control, with its long text, fits in the panel.
    const impersonation = panel.querySelector<HTMLElement>('li[data-slot="impersonate"]')!;
    await waitFor(() => expect(impersonation).toBeVisible());
    await expect(impersonation.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await noHorizontalScroll(canvasElement);
  },
};

/** Without onOpenMenu (and outside AppShell) there is no hamburger, even on a phone. */
export const PhoneWithoutMenuButton: Story = {
  globals: phone,
  // A slot filled by a container that has nothing to show (here the impersonation, for a customer).
  args: { onOpenMenu: undefined, impersonate: <NothingToShow /> },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('banner');
    await expect(within(bar).queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
    const more = within(bar).getByRole('button', { name: 'Mais opções' });
    await expect(more).toBeVisible();
    await noHorizontalScroll(canvasElement);
    // The empty slot takes no row: no caption without its control.
    await userEvent.click(more);
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Mais opções',
    });
    await waitFor(() => expect(within(panel).getByText('Notas')).toBeVisible());
    await expect(panel.querySelector('li[data-slot="impersonate"]')).not.toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(more).toHaveFocus());
  },
};

function NothingToShow() {
  return null;
}
