import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Notice } from '../model/notice';
import { RightSidebar } from '../RightSidebar';
import { RIGHT_SIDEBAR_WIDTH } from '../RightSidebar/rightSidebarLayout';
import { NoticeStack, type NoticeStackProps } from './NoticeStack';

const failure: Notice = {
  id: 'error-1',
  severity: 'error',
  title: 'Erro',
  message: 'Não foi possível obter a lista de alertas',
};
const saved: Notice = {
  id: 'success-1',
  severity: 'success',
  title: 'Atualizado',
  message: 'Favorito atualizado com sucesso',
};
const pushAlert: Notice = {
  id: 'push-1',
  severity: 'warning',
  title: 'Atenção!',
  message: 'O pacote de atualização enviado é de outra versão.',
};

const meta = {
  title: 'Shell/NoticeStack',
  component: NoticeStack,
  tags: ['autodocs'],
  args: { notices: [failure], onClose: fn() },
} satisfies Meta<typeof NoticeStack>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** An error of a call (spec §8): titled, announced at once, and it stays until closed. */
export const CallError: Story = {
  play: async ({ canvasElement, args }) => {
    const region = page(canvasElement).getByRole('region', { name: 'Notificações' });
    const alert = within(region).getByRole('alert');
    await expect(alert).toHaveTextContent('Erro');
    await expect(alert).toHaveTextContent('Não foi possível obter a lista de alertas');
    await userEvent.click(within(alert).getByRole('button', { name: 'Fechar notificação' }));
    await expect(args.onClose).toHaveBeenCalledWith('error-1');
  },
};

/** The favorite saved: a success toast, announced politely, that closes itself. */
export const SuccessToast: Story = {
  args: { notices: [{ ...saved, autoHideMs: 300 }] },
  play: async ({ canvasElement, args }) => {
    const status = page(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Favorito atualizado com sucesso');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('success-1'));
  },
};

/** A push alert from the real-time channel: 'Atenção!' with the translated error code. */
export const PushAlert: Story = {
  args: { notices: [pushAlert] },
};

/** Several at once, the newest at the bottom; a long message wraps. */
export const Many: Story = {
  args: {
    notices: [
      failure,
      saved,
      pushAlert,
      {
        id: 'error-2',
        severity: 'error',
        title: 'Erro',
        message:
          'Não foi possível conectar ao backend. Verifique se o servidor está rodando em api.nuvem-cloud-servicos-gerenciados.example.com.br:3333',
      },
    ],
  },
};

/** Nothing to say: nothing is rendered. */
export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('region', { name: 'Notificações' })).not.toBeInTheDocument();
  },
};

/** English. */
export const English: Story = {
  args: {
    notices: [{ id: 'e', severity: 'error', title: 'Error', message: 'Could not get the list of alerts' }],
  },
  globals: { locale: 'en' },
};

/** The right sidebar is open, then a favorite is saved: 'Atualizado' comes while the sidebar shows. */
function BesideTheSidebar(props: NoticeStackProps) {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArrived(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <RightSidebar open onClose={() => undefined} clientActions={[]} providerName="Nuvem Cloud" />
      {arrived && <NoticeStack {...props} />}
    </>
  );
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * With the right sidebar open, the notices stand left of it (issue 11: the 'Atualizado' toast covered the
 * sidebar's heading).
 */
export const BesideOpenSidebar: Story = {
  args: { notices: [saved], endPanelWidth: RIGHT_SIDEBAR_WIDTH },
  parameters: { layout: 'fullscreen' },
  render: (args) => <BesideTheSidebar {...args} />,
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const sidebar = await body.findByRole('dialog', { name: 'Painel de ações' });
    const notice = await body.findByRole('status');
    await expect(notice).toHaveTextContent('Favorito atualizado com sucesso');
    const heading = within(sidebar).getByRole('heading', { name: 'Últimas Ações Executadas' });
    await waitFor(() => expect(sidebar.getBoundingClientRect().left).toBeGreaterThan(0)); // slid in
    await expect(overlaps(notice.getBoundingClientRect(), heading.getBoundingClientRect())).toBe(false);
    await expect(notice.getBoundingClientRect().right).toBeLessThanOrEqual(
      sidebar.getBoundingClientRect().left,
    );
  },
};
