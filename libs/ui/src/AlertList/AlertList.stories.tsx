import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  args: { onClose: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Normal: Story = { args: { alerts: [normal] } };
export const Warning: Story = { args: { alerts: [warning] } };
export const Critical: Story = { args: { alerts: [critical] } };

/** Many alerts at once stack one under the other. */
export const Many: Story = {
  args: {
    alerts: Array.from({ length: 8 }, (_, i): ShellAlert => {
      const severity = (['normal', 'warning', 'critical'] as const)[i % 3]!;
      return {
        id: `a${i}`,
        severity,
        title: `srv-${String(i).padStart(2, '0')}.nuvem.local`,
        text: `Alerta ${i + 1}`,
      };
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Fechar alerta' })).toHaveLength(8);
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
