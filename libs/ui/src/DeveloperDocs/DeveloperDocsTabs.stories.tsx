import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeveloperDocsTabs } from './DeveloperDocsTabs';

const meta = {
  title: 'Pages/DeveloperDocs/DeveloperDocsTabs',
  component: DeveloperDocsTabs,
  args: {
    current: 'playground',
    hrefs: { reference: '/develop/docs', sdk: '/develop/docs/sdk', playground: '/develop/docs/playground' },
  },
} satisfies Meta<typeof DeveloperDocsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each section a link to its own address; the current one selected. */
export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Seções da documentação' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Testar a incorporação' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Referência da API' })).toHaveAttribute(
      'href',
      '/develop/docs',
    );
    await expect(canvas.getByRole('tab', { name: 'SDK de incorporação' })).toHaveAttribute(
      'href',
      '/develop/docs/sdk',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('tab', { name: 'Testar a incorporação' }),
    ).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Embed playground' })).toBeInTheDocument();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('tab', { name: 'Probar la incrustación' }),
    ).toBeInTheDocument();
  },
};
