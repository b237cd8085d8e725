import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settleRipples } from '../testing/settleRipples';
import type { AuthoringTable } from './authoringModel';
import { AuthoringPane } from './AuthoringPane';

const consumo: AuthoringTable = {
  name: 'Consumo',
  label: 'Consumo',
  fields: [
    { key: 'Consumo|m|Custo Total', label: 'Custo Total', kind: 'measure' },
    { key: 'Consumo|m|Ambientes', label: 'Ambientes', kind: 'measure' },
    { key: 'Consumo|c|Data', label: 'Data', kind: 'date' },
    { key: 'Consumo|c|Região', label: 'Região', kind: 'text' },
    { key: 'Consumo|c|Serviço', label: 'Serviço', kind: 'text' },
    { key: 'Consumo|c|Valor', label: 'Valor', kind: 'number' },
  ],
};

const meta = {
  title: 'Analytics/AuthoringPane',
  component: AuthoringPane,
  tags: ['autodocs'],
  args: {
    tables: [consumo],
    selected: null,
    onChooseType: fn(),
    onAddField: fn(),
    onRemoveField: fn(),
    onDeleteVisual: fn(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ height: 720, display: 'flex', justifyContent: 'flex-end', width: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AuthoringPane>;

export default meta;
type Story = StoryObj<typeof meta>;

const pane = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('complementary', { name: 'Criação do relatório' });

/**
 * Nothing selected yet: a field chosen by click (or Enter) makes a visual of its own; the visual types make
 * an empty one. The search narrows the fields, ignoring accents.
 */
export const NothingSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(pane(canvasElement));
    await expect(canvas.getByRole('group', { name: /Nenhum visual selecionado/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar Custo Total' }));
    await expect(args.onAddField).toHaveBeenCalledWith('Consumo|m|Custo Total');
    canvas.getByRole('button', { name: 'Adicionar Região' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddField).toHaveBeenLastCalledWith('Consumo|c|Região');
    await userEvent.click(canvas.getByRole('button', { name: 'Tabela', pressed: false }));
    await expect(args.onChooseType).toHaveBeenCalledWith('tableEx');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pesquisar campos' }), 'regiao');
    await expect(canvas.getAllByRole('button', { name: /^Adicionar / })).toHaveLength(1);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Pesquisar campos' }));
    await settleRipples(canvasElement);
  },
};

/**
 * A column chart selected: its type shows pressed, its wells (Eixo, Legenda, Valores) list its fields, each
 * removable by keyboard; another type changes it; it can be deleted.
 */
export const ChartSelected: Story = {
  args: {
    selected: {
      type: 'clusteredColumnChart',
      title: 'Custo Total por Região',
      fields: {
        category: [{ key: 'Consumo|c|Região', label: 'Região' }],
        values: [{ key: 'Consumo|m|Custo Total', label: 'Custo Total' }],
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(pane(canvasElement));
    const selection = canvas.getByRole('group', { name: 'Visual selecionado: Custo Total por Região' });
    await expect(canvas.getByRole('button', { name: 'Gráfico de colunas clusterizado' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(selection).getByText('Eixo')).toBeVisible();
    await expect(within(selection).getByText('Legenda')).toBeVisible();
    await expect(within(selection).getByText('Arraste campos para cá')).toBeVisible();
    await userEvent.click(within(selection).getByRole('button', { name: 'Remover Região' }));
    await expect(args.onRemoveField).toHaveBeenCalledWith('category', 0);
    await userEvent.click(canvas.getByRole('button', { name: 'Gráfico de linhas' }));
    await expect(args.onChooseType).toHaveBeenCalledWith('lineChart');
    await userEvent.click(within(selection).getByRole('button', { name: 'Excluir visual' }));
    await expect(args.onDeleteVisual).toHaveBeenCalled();
    await settleRipples(canvasElement);
  },
};

/** A matrix names its wells Linhas, Colunas and Valores; a card its one well Campos. */
export const MatrixSelected: Story = {
  args: {
    selected: {
      type: 'pivotTable',
      title: 'Custo Total por Região e Serviço',
      fields: {
        category: [{ key: 'Consumo|c|Região', label: 'Região' }],
        columns: [{ key: 'Consumo|c|Serviço', label: 'Serviço' }],
        values: [{ key: 'Consumo|m|Custo Total', label: 'Custo Total' }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const selection = within(pane(canvasElement)).getByRole('group', { name: /^Visual selecionado/ });
    for (const well of ['Linhas', 'Colunas', 'Valores'])
      await expect(within(selection).getByRole('heading', { name: well })).toBeVisible();
  },
};
