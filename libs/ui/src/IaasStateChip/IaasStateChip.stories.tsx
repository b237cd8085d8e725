import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IaasStateChip } from './IaasStateChip';

const meta = {
  title: 'Components/IaasStateChip',
  component: IaasStateChip,
  tags: ['autodocs'],
  args: { state: 'running' },
} satisfies Meta<typeof IaasStateChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Em execução')).toBeVisible();
  },
};

/** Every state the API names, and one it may name later (shown as on its way, not as a raw code). */
const STATES = [
  'running',
  'stopped',
  'available',
  'in_use',
  'provisioning',
  'starting',
  'stopping',
  'restarting',
  'resizing',
  'deleting',
  'error',
  'hibernating',
];

export const EveryState: Story = {
  render: () => (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {STATES.map((state) => (
        <IaasStateChip key={state} state={state} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Parado', 'Iniciando', 'Excluindo', 'Com erro', 'Em transição'])
      await expect(canvas.getByText(label)).toBeVisible();
    await expect(canvas.queryByText('hibernating')).toBeNull();
  },
};
