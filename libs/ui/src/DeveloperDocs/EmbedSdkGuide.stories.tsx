import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmbedSdkGuide } from './EmbedSdkGuide';

const meta = {
  title: 'Pages/DeveloperDocs/EmbedSdkGuide',
  component: EmbedSdkGuide,
  args: { playgroundHref: '/develop/docs/playground', onCopy: fn() },
} satisfies Meta<typeof EmbedSdkGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Install, embed, token, events, refresh, React; each sample copied; the playground one link away. */
export const Guide: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'SDK de incorporação' })).toBeVisible();
    await expect(canvas.getByLabelText('comando de instalação')).toHaveTextContent(
      'npm install @nuvem/embed',
    );
    await expect(canvas.getByLabelText('código de incorporação')).toHaveTextContent('powerbi.embed(');
    await expect(canvas.getByLabelText('código de renovação do token')).toHaveTextContent(
      'enableTokenRefresh',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar código de eventos' }));
    await expect(args.onCopy).toHaveBeenCalledWith(expect.stringContaining("report.on('loaded'"));
    await expect(canvas.getByRole('link', { name: 'Testar a incorporação' })).toHaveAttribute(
      'href',
      '/develop/docs/playground',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Eventos' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Embedding SDK' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Token refresh' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'SDK de incrustación' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Renovación del token' })).toBeVisible();
  },
};
