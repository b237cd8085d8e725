import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ShellAlert } from '../model/alert';
import { AlertList } from './AlertList';

const normal: ShellAlert = {
  id: 'comm-1',
  severity: 'normal',
  text: 'Manutenção programada no dia 12/03/2026 das 22h às 23h.',
};
const warning: ShellAlert = {
  id: 'mon-2',
  severity: 'warning',
  title: 'srv-app-01.nuvem.local',
  text: 'Uso de disco acima de 80%.',
};
const critical: ShellAlert = {
  id: 'mon-3',
  severity: 'critical',
  title: 'srv-db-02.nuvem.local',
  text: 'Banco de dados indisponível.',
};

const meta = {
  title: 'Shell/AlertList',
  component: AlertList,
  tags: ['autodocs'],
  args: { alerts: [normal, warning, critical], onClose: fn() },
} satisfies Meta<typeof AlertList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No alert: the area renders nothing. */
export const Empty: Story = {
  args: { alerts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** One alert of each severity: normal → info, warning → warning, critical → error. */
export const OneOfEachSeverity: Story = {
  args: { collapsedCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Alertas' })).toBeInTheDocument();
    const polite = canvas.getAllByRole('status');
    await expect(polite).toHaveLength(2);
    await expect(polite[0]).toHaveTextContent(normal.text);
    await expect(polite[0]).toHaveClass('MuiAlert-colorInfo');
    await expect(polite[1]).toHaveTextContent('srv-app-01.nuvem.local');
    await expect(polite[1]).toHaveClass('MuiAlert-colorWarning');
    const urgent = canvas.getByRole('alert');
    await expect(urgent).toHaveTextContent('Banco de dados indisponível.');
    await expect(urgent).toHaveClass('MuiAlert-colorError');
  },
};

/** Closing an alert hands its id back; the list is updated upstream. */
export const CloseAnAlert: Story = {
  args: { collapsedCount: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: 'Fechar alerta' });
    await expect(buttons).toHaveLength(3);
    await userEvent.click(buttons[2]!);
    await expect(args.onClose).toHaveBeenCalledWith('mon-3');
    buttons[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenLastCalledWith('comm-1');
  },
};

/** Without onClose the alerts cannot be dismissed. */
export const NotClosable: Story = {
  args: { onClose: undefined, collapsedCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Normal: Story = { args: { alerts: [normal] } };
export const Warning: Story = { args: { alerts: [warning] } };
export const Critical: Story = { args: { alerts: [critical] } };

/**
 * `count` alerts, the newest first, normal and warning in turn (a critical one never waits behind the toggle,
 * which AlertList.test.tsx shows).
 */
const alertsOf = (count: number): ShellAlert[] =>
  Array.from({ length: count }, (_, i): ShellAlert => {
    const severity = (['normal', 'warning'] as const)[i % 2]!;
    return {
      id: `a${i + 1}`,
      severity,
      title: `srv-${String(i + 1).padStart(2, '0')}.nuvem.local`,
      text: `Alerta ${i + 1}`,
    };
  });

const region = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Alertas' }));
/** The alerts rendered: each is a status or an alert (by severity). */
const rendered = (canvasElement: HTMLElement) => [
  ...region(canvasElement).queryAllByRole('status'),
  ...region(canvasElement).queryAllByRole('alert'),
];

/** One alert: nothing to expand. */
export const OneAlert: Story = {
  args: { alerts: alertsOf(1) },
  play: async ({ canvasElement }) => {
    await expect(rendered(canvasElement)).toHaveLength(1);
    await expect(region(canvasElement).queryByRole('button', { name: /Mostrar/ })).not.toBeInTheDocument();
  },
};

/** Three alerts: the newest two show; 'Mostrar todos (3)' reveals the third, 'Mostrar menos' hides it. */
export const ThreeAlerts: Story = {
  args: { alerts: alertsOf(3) },
  play: async ({ canvasElement }) => {
    const toggle = region(canvasElement).getByRole('button', { name: 'Mostrar todos (3)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(region(canvasElement).getByText('Alerta 1')).toBeVisible();
    await expect(region(canvasElement).getByText('Alerta 2')).toBeVisible();
    await expect(region(canvasElement).queryByText('Alerta 3')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Mostrar menos');
    await expect(region(canvasElement).getByText('Alerta 3')).toBeVisible();
    await userEvent.click(toggle);
    await expect(region(canvasElement).queryByText('Alerta 3')).not.toBeInTheDocument();
  },
};

/**
 * Seven alerts, from the keyboard (the test runner also checks every story on the dark theme): the
 * toggle controls the list of older ones, and keeps focus.
 */
export const SevenAlerts: Story = {
  args: { alerts: alertsOf(7) },
  play: async ({ canvasElement }) => {
    await expect(rendered(canvasElement)).toHaveLength(2);
    const toggle = region(canvasElement).getByRole('button', { name: 'Mostrar todos (7)' });
    const older = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!);
    await expect(older).not.toBeNull();
    await expect(older).not.toBeVisible();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(older).toBeVisible();
    await expect(rendered(canvasElement)).toHaveLength(7);
    await expect(within(older!).getAllByRole('button', { name: 'Fechar alerta' })).toHaveLength(5);
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(rendered(canvasElement)).toHaveLength(2);
  },
};

/** Thirty alerts: still two and a count; expanded, all thirty can be closed one by one. */
export const ThirtyAlerts: Story = {
  args: { alerts: alertsOf(30) },
  play: async ({ canvasElement, args }) => {
    await expect(rendered(canvasElement)).toHaveLength(2);
    await userEvent.click(region(canvasElement).getByRole('button', { name: 'Mostrar todos (30)' }));
    await expect(rendered(canvasElement)).toHaveLength(30);
    const close = region(canvasElement).getAllByRole('button', { name: 'Fechar alerta' });
    await expect(close).toHaveLength(30);
    await userEvent.click(close[29]!);
    await expect(args.onClose).toHaveBeenCalledWith('a30');
  },
};

/** The thirty in English. */
export const ThirtyAlertsEnglish: Story = {
  args: { alerts: alertsOf(30) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Show all (30)' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Show less');
  },
};

/**
 * Seven alerts in a 1280 × 720 window under a 64px top bar: the page's content still starts above the
 * fold, with room to read (issue 11: before, the seven pushed it out of sight).
 */
export const SevenAlertsAboveTheFold: Story = {
  args: { alerts: alertsOf(7) },
  decorators: [
    (Story) => (
      <Box
        data-window
        sx={{ width: 1280, height: 720, overflow: 'hidden', outline: 1, outlineColor: 'divider' }}
      >
        <Box sx={{ height: 64, bgcolor: 'primary.main' }} />
        <Box sx={{ p: 2 }}>
          <Story />
          <Typography component="h1" variant="h5" sx={{ mt: 2 }}>
            Conteúdo da página
          </Typography>
        </Box>
      </Box>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const window = canvasElement.querySelector<HTMLElement>('[data-window]')!.getBoundingClientRect();
    const content = within(canvasElement).getByRole('heading', { name: 'Conteúdo da página' });
    const top = () => content.getBoundingClientRect().top - window.top;
    // Half the window or more is left for the content.
    await expect(top()).toBeLessThan(720 / 2);
    // Expanded, the seven push it down: the user asked for that.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar todos (7)' }));
    await waitFor(() => expect(top()).toBeGreaterThan(720 / 2));
  },
};

/**
 * A provider's message that arrived in Portuguese, read in English: captioned as the provider's, with
 * lang="pt-BR" on its text; the line the portal adds (the migration's dates) is in English.
 */
export const ProviderMessageInEnglish: Story = {
  args: {
    alerts: [
      {
        id: 'migration:m1',
        severity: 'warning',
        title: 'Migration notice',
        text: 'Migração do banco de dados para a nova versão.',
        textLang: 'pt-BR',
        detail: 'Start: 11/20/26, 9:56 PM. End: 11/23/26, 3:00 AM.',
      },
    ],
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Message from the provider')).toBeVisible();
    await expect(canvas.getByText('Migração do banco de dados para a nova versão.')).toHaveAttribute(
      'lang',
      'pt-BR',
    );
  },
};

/** The same message read in Portuguese needs no caption. */
export const ProviderMessageInPortuguese: Story = {
  args: {
    alerts: [{ id: 'c1', severity: 'normal', text: 'Manutenção programada hoje.', textLang: 'pt-BR' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Mensagem do provedor')).not.toBeInTheDocument();
  },
};

/** Long text and unbroken strings wrap inside the alert. */
export const LongText: Story = {
  args: {
    alerts: [
      {
        id: 'long',
        severity: 'warning',
        title: 'Aviso de migração do ambiente T10001 - ACME01 - Acme Indústria e Comércio de Produtos S.A.',
        text:
          'A migração do seu ambiente para a nova região de São Paulo começará em 19/03/2026 às 22h e terminará em 20/03/2026 às 06h. ' +
          'Durante esse período os serviços poderão ficar indisponíveis por alguns minutos. Em caso de dúvidas, abra um chamado. ' +
          'https://status.nuvem.example.com/incidentes/2026/03/19/migracao-regiao-sao-paulo-ambiente-t10001',
      },
    ],
  },
};
