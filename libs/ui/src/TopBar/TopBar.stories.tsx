import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  rightSidebarButton: <RightSidebarButton warningCount={2} onClick={fn()} />,
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
    // Wide bar: no hamburger.
    await expect(within(bar).getByLabelText('Abrir menu')).not.toBeVisible();

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
        impersonating="joana.silva@acme.com.br"
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
    await expect(within(canvasElement).getByText('Visualizando como joana.silva@acme.com.br')).toBeVisible();
  },
};

/** A phone-sized bar: the hamburger opens the menu and the controls wrap under the picker. */
export const Narrow: Story = {
  args: {
    accountPicker: accountPicker('T10001 - ACME01 - Acme Indústria e Comércio de Produtos Alimentícios S.A.'),
    prime: <PrimeIndicator supportType="PRIME" />,
    disasterRecovery: (
      <DisasterRecoveryToggles
        testActive={false}
        onToggleTest={fn()}
        allTopologies={false}
        onToggleAllTopologies={fn()}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360, height: 320, border: '1px dashed rgba(127,127,127,0.5)' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement).getByRole('banner');
    const hamburger = within(bar).getByRole('button', { name: 'Abrir menu' });
    await expect(hamburger).toBeVisible();
    await userEvent.click(hamburger);
    await expect(args.onOpenMenu).toHaveBeenCalledTimes(1);
    await expect(bar.getBoundingClientRect().width).toBeLessThanOrEqual(362);
    // Nothing overflows the bar.
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
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

/** Without onOpenMenu there is no hamburger, even on a narrow bar. */
export const NarrowWithoutMenuButton: Story = {
  args: { onOpenMenu: undefined },
  decorators: Narrow.decorators,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
  },
};
