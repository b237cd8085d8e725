import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReportPageTab } from '../model/reportPage';
import { settleRipples } from '../testing/settleRipples';
import { PageNavigation } from './PageNavigation';

const pages: ReportPageTab[] = [
  { name: 'ReportSection1', displayName: 'Visão geral' },
  { name: 'ReportSection2', displayName: 'Custos por região' },
  { name: 'ReportSectionHidden', displayName: 'Detalhes (oculta)', hidden: true },
  { name: 'ReportSection3', displayName: 'Máquinas virtuais' },
  { name: 'ReportSection4', displayName: 'Chamados de suporte' },
];

const manyPages: ReportPageTab[] = Array.from({ length: 24 }, (_, i) => ({
  name: `Page${i + 1}`,
  displayName: `Página ${i + 1} — consumo mensal`,
}));

const meta = {
  title: 'Analytics/PageNavigation',
  component: PageNavigation,
  tags: ['autodocs'],
  args: { pages, activePage: 'ReportSection1', onSelect: fn() },
  decorators: [
    (Story, { parameters }) => (
      <Box sx={{ width: 900, height: (parameters.navHeight as number | undefined) ?? 'auto' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PageNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('tab');

/** Tabs along the bottom; a hidden page is not listed; a click picks a page. */
export const Bottom: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('tablist', { name: 'Páginas do relatório' })).toBeVisible();
    await expect(tabs(canvasElement).map((tab) => tab.textContent)).toEqual([
      'Visão geral',
      'Custos por região',
      'Máquinas virtuais',
      'Chamados de suporte',
    ]);
    await expect(within(canvasElement).getByRole('tab', { name: 'Visão geral' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Máquinas virtuais' }));
    await expect(args.onSelect).toHaveBeenCalledWith('ReportSection3');
  },
};

/** Keyboard: Tab reaches the active page; arrows move; Enter opens. */
export const Keyboard: Story = {
  render: function KeyboardDemo(args) {
    const [active, setActive] = useState(args.activePage);
    return (
      <PageNavigation
        {...args}
        activePage={active}
        onSelect={(name) => {
          args.onSelect(name);
          setActive(name);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('tab', { name: 'Visão geral' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(canvasElement).getByRole('tab', { name: 'Máquinas virtuais' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('ReportSection3');
    await expect(within(canvasElement).getByRole('tab', { name: 'Máquinas virtuais' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('ReportSection4');
    await userEvent.keyboard('{Home} ');
    await expect(args.onSelect).toHaveBeenLastCalledWith('ReportSection1');
  },
};

/** Down the left side. */
export const Left: Story = {
  args: { position: 'left', activePage: 'ReportSection2' },
  parameters: { navHeight: 320 },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    within(canvasElement).getByRole('tab', { name: 'Custos por região' }).focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('ReportSection3');
  },
};

/** Two dozen pages: the tabs scroll, with arrow buttons. */
export const ManyPages: Story = {
  args: { pages: manyPages, activePage: 'Page12' },
  play: async ({ canvasElement }) => {
    await expect(tabs(canvasElement)).toHaveLength(24);
    await expect(within(canvasElement).getByRole('tab', { name: /^Página 12/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const LongNames: Story = {
  args: {
    pages: [
      { name: 'A', displayName: 'Consumo detalhado por ambiente, serviço e região no trimestre corrente' },
      { name: 'B', displayName: 'Resumo' },
    ],
    activePage: 'A',
  },
};

/** The page shown is hidden (a host page went there): no tab is marked. */
export const HiddenActivePage: Story = {
  args: { activePage: 'ReportSectionHidden' },
  play: async ({ canvasElement }) => {
    for (const tab of tabs(canvasElement)) await expect(tab).toHaveAttribute('aria-selected', 'false');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tablist', { name: 'Report pages' })).toBeVisible();
  },
};

/** In edit mode: 'Nova página' after the tabs, reachable by Tab from the tab list. */
export const WithAddPage: Story = {
  args: { onAdd: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { selected: true }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Nova página' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await settleRipples(canvasElement);
  },
};
