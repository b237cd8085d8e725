import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IaasSetupSettings } from './IaasSetupSettings';
import { sampleIaasSetupOptions } from './iaasNetworkFixtures';

const meta = {
  title: 'Pages/IaasSetupSettings',
  component: IaasSetupSettings,
  tags: ['autodocs'],
  args: {
    value: {
      enabledRegions: ['sa-east-1', 'sa-east-2'],
      defaultRegion: 'sa-east-1',
      defaultSize: 'std.2x8',
      defaultImage: 'oracle-linux-9',
      defaultNetwork: 'net-acm1-01',
    },
    options: sampleIaasSetupOptions,
    state: { status: 'ready' },
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof IaasSetupSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Regions as checkboxes, defaults as selects; turning off the default region clears the defaults there. */
export const Settings: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'São Paulo (sa-east-1)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Virgínia do Norte (us-east-1)' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'São Paulo (sa-east-1)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar configuração' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ enabledRegions: ['sa-east-2'], defaultRegion: '', defaultNetwork: '' }),
    );
  },
};

/** No region left: refused before any request. */
export const NoRegion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'São Paulo (sa-east-1)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rio de Janeiro (sa-east-2)' }));
    await expect(canvas.getByText('Habilite ao menos uma região.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar configuração' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { alert: 'A região eu-west-9 não existe.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'A região eu-west-9 não existe.',
    );
  },
};

export const Loading: Story = { args: { value: undefined, state: { status: 'loading' } } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
