import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { settleTooltips } from '../testing/settleTooltips';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { cities, costByRegion, days2026, manyEnvironments } from '../internal/sampleVisualData';
import type { SlicerDateRange } from '../model/slicerValue';
import type { VisualCell } from '../model/visualData';
import { SlicerVisual, type SlicerVisualProps } from './SlicerVisual';

const meta = {
  title: 'Analytics/SlicerVisual',
  component: SlicerVisual,
  tags: ['autodocs'],
  args: { data: costByRegion, onChange: fn(), onRendered: fn() },
  decorators: [
    (Story, { parameters }) => (
      <Box
        sx={{
          width: 300,
          height: 360,
          ...(parameters.slicerBox as { width?: number; height?: number } | undefined),
          p: 1.5,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SlicerVisual>;

export default meta;
type Story = StoryObj<typeof meta>;

const REGION_NAMES = ['Sudeste', 'Sul', 'Nordeste', 'Centro-Oeste', 'Norte'] as const;

const checkbox = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('checkbox', { name });

/** A list slicer over the regions: checking a value adds it, 'Selecionar tudo' checks them all. */
export const List: Story = {
  args: { value: ['Sudeste'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Região' })).toBeVisible();
    await expect(checkbox(canvasElement, 'Sudeste')).toBeChecked();
    await expect(checkbox(canvasElement, 'Selecionar tudo')).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(checkbox(canvasElement, 'Sul'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Sudeste', 'Sul']);
    await userEvent.click(checkbox(canvasElement, 'Sudeste'));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await userEvent.click(checkbox(canvasElement, 'Selecionar tudo'));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'Sudeste',
      'Sul',
      'Nordeste',
      'Centro-Oeste',
      'Norte',
    ]);
    const clear = canvas.getByRole('button', { name: 'Limpar seleções' });
    await userEvent.click(clear);
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await userEvent.unhover(clear);
    // Ten values or fewer: no search box.
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await waitFor(() => expect(args.onRendered).toHaveBeenCalledTimes(1));
    await settleTooltips(canvasElement);
  },
};

/** The story keeps the value, as the frame does. */
function StatefulList(args: SlicerVisualProps) {
  const [value, setValue] = useState<readonly VisualCell[]>(args.value);
  return (
    <SlicerVisual
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

/** Keyboard: Tab into the list, arrows move between the values, Space checks. */
export const Keyboard: Story = {
  args: { value: [] },
  render: (args) => <StatefulList {...(args as SlicerVisualProps)} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(checkbox(canvasElement, 'Selecionar tudo')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(checkbox(canvasElement, 'Sul')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Sul']);
    await expect(checkbox(canvasElement, 'Sul')).toBeChecked();
    await userEvent.keyboard('{End} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Sul', 'Norte']);
    await userEvent.keyboard('{Home} ');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'Sudeste',
      'Sul',
      'Nordeste',
      'Centro-Oeste',
      'Norte',
    ]);
    await expect(checkbox(canvasElement, 'Selecionar tudo')).toBeChecked();
    // 'Limpar seleções' sits before the list, in the header.
    await userEvent.tab({ shift: true });
    await expect(within(canvasElement).getByRole('button', { name: 'Limpar seleções' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await settleTooltips(canvasElement);
  },
};

/** More than ten values: a search box; accents and case do not matter; 'Selecionar tudo' acts on the matches. */
export const Search: Story = {
  args: { data: cities, value: ['Curitiba'] },
  render: (args) => <StatefulList {...(args as SlicerVisualProps)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Pesquisar: Cidade' });
    await userEvent.type(search, 'SAO');
    await waitFor(() =>
      expect(canvas.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
        'Selecionar tudo',
        'São Paulo',
        'São Luís',
      ]),
    );
    await userEvent.click(checkbox(canvasElement, 'Selecionar tudo'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['São Paulo', 'Curitiba', 'São Luís']);
    await userEvent.clear(search);
    await userEvent.type(search, 'xyz');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhum valor encontrado.');
  },
};

/** Two thousand values: the list draws 300 and says so. */
export const ManyValues: Story = {
  args: { data: manyEnvironments, value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Mostrando 300 de 2.000 — refine a pesquisa');
    await userEvent.type(canvas.getByRole('searchbox'), '01999');
    await waitFor(() => expect(canvas.getAllByRole('checkbox')).toHaveLength(2));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** One value at a time: radio buttons. */
export const SingleSelect: Story = {
  args: { value: ['Sudeste'], singleSelect: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Região' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'Selecionar tudo' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Sudeste' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Norte' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Norte']);
  },
};

export const WithBlank: Story = {
  args: { data: { ...costByRegion, rows: [...costByRegion.rows, [null, 12]] }, value: [null] },
  play: async ({ canvasElement }) => {
    await expect(checkbox(canvasElement, '(Em branco)')).toBeChecked();
  },
};

export const LongValues: Story = {
  args: {
    data: {
      ...cities,
      rows: cities.rows
        .slice(0, 4)
        .map(([city]) => [`${String(city)} — região metropolitana e interior do estado`]),
    },
    value: [],
    title: 'Cidade do cliente (local de faturamento do contrato principal)',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { data: cities, value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search: Cidade' })).toHaveAttribute(
      'placeholder',
      'Search',
    );
    await expect(checkbox(canvasElement, 'Select all')).not.toBeChecked();
  },
};

const rangeArgs = {
  mode: 'dateRange' as const,
  data: days2026,
  value: { from: '2026-02-01', to: '2026-03-31' } as SlicerDateRange,
};

/** A range of dates between the data's first and last day. */
export const DateRange: Story = {
  args: rangeArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('Data inicial', { selector: 'input[type="date"]' });
    await expect(from).toHaveValue('2026-02-01');
    await expect(from).toHaveAttribute('min', '2026-01-01');
    await expect(from).toHaveAttribute('max', '2026-06-30');
    await expect(canvas.getByText('30/06/2026')).toBeVisible();
    fireEvent.change(from, { target: { value: '2026-01-15' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-01-15', to: '2026-03-31' });
    // The slider's thumbs: a day per arrow, the date read out.
    const end = canvas.getByRole('slider', { name: 'Data final' });
    await expect(end).toHaveAttribute('aria-valuetext', '31/03/2026');
    end.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-01-15', to: '2026-04-01' });
  },
};

/** A start after the end is shown as an error and not reported. */
export const InvalidRange: Story = {
  args: rangeArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const to = canvas.getByLabelText('Data final', { selector: 'input[type="date"]' });
    fireEvent.change(to, { target: { value: '2026-01-10' } });
    await expect(canvas.getByText('A data inicial é posterior à data final.')).toBeVisible();
    await expect(to).toHaveAccessibleDescription('A data inicial é posterior à data final.');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar seleções' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: null, to: null });
    await settleTooltips(canvasElement);
  },
};

export const OpenRange: Story = {
  args: { ...rangeArgs, value: { from: null, to: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Data inicial' })).toHaveAttribute(
      'aria-valuetext',
      '01/01/2026',
    );
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Limpar seleções' }),
    ).not.toBeInTheDocument();
  },
};

export const DateRangeEnglish: Story = {
  globals: { locale: 'en' },
  args: rangeArgs,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'End date' })).toHaveAttribute(
      'aria-valuetext',
      '03/31/2026',
    );
  },
};

/** A report's short slicer box (a row 110 units high, scaled to fit): too short for the list. */
const shortBox = { slicerBox: { width: 300, height: 86 } };

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dropdownOf = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByRole('button', { name });
/**
 * The dropdown once drawn: a slicer picks its layout from its measured box, so the first frame may not have
 * it yet (a busy machine measures late).
 */
const drawnDropdownOf = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('button', { name }, { timeout: 5000 });

async function openDropdown(canvasElement: HTMLElement, name: string | RegExp) {
  await userEvent.click(await drawnDropdownOf(canvasElement, name));
  const dialog = await body(canvasElement).findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function closeDropdown(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
}

/**
 * In a box too short for the list, the slicer is Power BI's dropdown: one line named by the title that says
 * what is chosen ('Todos', 'Sul', '2 selecionados') and opens the checkboxes.
 */
export const ShortBoxDropdown: Story = {
  args: { value: [] },
  parameters: shortBox,
  render: (args) => <StatefulList {...(args as SlicerVisualProps)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The layout follows the box's measured size (a busy machine may lay the box out a frame late).
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slicer-layout]')).toHaveAttribute(
        'data-slicer-layout',
        'compact',
      ),
    );
    await expect(canvas.getByRole('group', { name: 'Região' })).toBeVisible();
    const field = await drawnDropdownOf(canvasElement, 'Região Todos');
    await expect(field).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    // Open: the values with 'Selecionar tudo'.
    let dialog = await openDropdown(canvasElement, 'Região Todos');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog).toHaveAccessibleName('Região');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sul' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Sul']);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Norte' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Sul', 'Norte']);
    await closeDropdown(canvasElement);
    await expect(dropdownOf(canvasElement, 'Região 2 selecionados')).toHaveFocus();
    // Select all, then clear from the field.
    dialog = await openDropdown(canvasElement, 'Região 2 selecionados');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Selecionar tudo' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([...REGION_NAMES]);
    await closeDropdown(canvasElement);
    await expect(dropdownOf(canvasElement, 'Região Todos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar seleções' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Limpar seleções' })).not.toBeInTheDocument(),
    );
    await settleTooltips(canvasElement);
  },
};

/** One value chosen: the field names it. */
export const DropdownOneValue: Story = {
  args: { value: ['Nordeste'] },
  parameters: shortBox,
  play: async ({ canvasElement }) => {
    await expect(await drawnDropdownOf(canvasElement, 'Região Nordeste')).toBeVisible();
  },
};

/**
 * Keyboard: Tab reaches the field, ArrowDown (or Enter, Space) opens it with focus on 'Selecionar tudo',
 * arrows move between the values, Space checks, Escape closes and returns to the field.
 */
export const DropdownKeyboard: Story = {
  args: { value: [] },
  parameters: shortBox,
  render: (args) => <StatefulList {...(args as SlicerVisualProps)} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const field = await drawnDropdownOf(canvasElement, 'Região Todos');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: 'Selecionar tudo' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Sul']);
    await userEvent.keyboard('{End} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Sul', 'Norte']);
    await closeDropdown(canvasElement);
    await expect(dropdownOf(canvasElement, 'Região 2 selecionados')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(body(canvasElement).getByRole('dialog')).getByRole('checkbox', { name: 'Selecionar tudo' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([...REGION_NAMES]);
    await closeDropdown(canvasElement);
    await expect(dropdownOf(canvasElement, 'Região Todos')).toHaveFocus();
    await settleTooltips(canvasElement);
  },
};

/** Many values: the open list has a search box, which takes focus; 'Selecionar tudo' acts on the matches. */
export const DropdownSearch: Story = {
  args: { data: cities, value: ['Curitiba'] },
  parameters: shortBox,
  render: (args) => <StatefulList {...(args as SlicerVisualProps)} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await openDropdown(canvasElement, 'Cidade Curitiba');
    const search = within(dialog).getByRole('searchbox', { name: 'Pesquisar: Cidade' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('sao');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ).toEqual(['Selecionar tudo', 'São Paulo', 'São Luís']),
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Selecionar tudo' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['São Paulo', 'Curitiba', 'São Luís']);
    await closeDropdown(canvasElement);
    await expect(dropdownOf(canvasElement, 'Cidade 3 selecionados')).toHaveFocus();
    await settleTooltips(canvasElement);
  },
};

/** Forced compact in a tall box, one value at a time: a pick with the mouse closes the list. */
export const DropdownSingleSelect: Story = {
  args: { value: ['Sudeste'], singleSelect: true, layout: 'compact' },
  render: (args) => <StatefulList {...(args as SlicerVisualProps)} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await openDropdown(canvasElement, 'Região Sudeste');
    await expect(within(dialog).queryByRole('checkbox', { name: 'Selecionar tudo' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Norte' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Norte']);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(dropdownOf(canvasElement, 'Região Norte')).toBeVisible();
    await settleTooltips(canvasElement);
  },
};

/** Forced expanded in a short box: the list scrolls in it. */
export const ForcedExpanded: Story = {
  args: { value: [], layout: 'expanded' },
  parameters: { slicerBox: { width: 300, height: 140 } },
  play: async ({ canvasElement }) => {
    await expect(checkbox(canvasElement, 'Selecionar tudo')).toBeInTheDocument();
  },
};

export const DropdownEnglish: Story = {
  globals: { locale: 'en' },
  args: { value: ['Sul', 'Norte'] },
  parameters: shortBox,
  play: async ({ canvasElement }) => {
    await expect(await drawnDropdownOf(canvasElement, 'Região 2 selected')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Clear selections' })).toBeVisible();
  },
};

/**
 * A date range in a short box: both dates on one line, in one field named by the title; an open end shows
 * the data's first or last day.
 */
export const CompactDateRange: Story = {
  args: { ...rangeArgs, value: { from: '2026-02-01', to: null } },
  parameters: shortBox,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Data' })).toBeVisible();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
    const from = canvas.getByLabelText('Data inicial');
    const to = canvas.getByLabelText('Data final');
    await expect(from).toHaveValue('2026-02-01');
    await expect(to).toHaveValue('2026-06-30');
    await expect(from.getBoundingClientRect().top).toBe(to.getBoundingClientRect().top);
    fireEvent.change(to, { target: { value: '2026-03-31' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-02-01', to: '2026-03-31' });
    fireEvent.change(from, { target: { value: '2026-05-01' } });
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription('A data inicial é posterior à data final.');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar seleções' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: null, to: null });
    await settleTooltips(canvasElement);
  },
};

/**
 * A short box too narrow for two dates side by side (a quarter of the report's width): one line says the
 * range and opens the two fields and the slider.
 */
export const DateRangeDropdown: Story = {
  args: { ...rangeArgs },
  parameters: { slicerBox: { width: 230, height: 86 } },
  play: async ({ canvasElement, args }) => {
    const field = await drawnDropdownOf(canvasElement, 'Data 01/02/26 – 31/03/26');
    await userEvent.click(field);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Data' });
    const from = within(dialog).getByLabelText('Data inicial', { selector: 'input[type="date"]' });
    await waitFor(() => expect(from).toHaveFocus());
    fireEvent.change(from, { target: { value: '2026-01-15' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-01-15', to: '2026-03-31' });
    await expect(within(dialog).getByRole('slider', { name: 'Data final' })).toHaveAttribute(
      'aria-valuetext',
      '31/03/2026',
    );
    await closeDropdown(canvasElement);
    await expect(dropdownOf(canvasElement, 'Data 15/01/26 – 31/03/26')).toHaveFocus();
    await settleTooltips(canvasElement);
  },
};
