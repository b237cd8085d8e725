import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { settleTooltips } from '../testing/settleTooltips';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardVisual } from '../CardVisual/CardVisual';
import { ChartVisual } from '../ChartVisual/ChartVisual';
import {
  costByMonthAndService,
  costByRegion,
  costByService,
  days2026,
  vmInventory,
} from '../internal/sampleVisualData';
import { SlicerVisual } from '../SlicerVisual/SlicerVisual';
import { TableVisual } from '../TableVisual/TableVisual';
import { VisualContainer } from './VisualContainer';

const sortColumns = [
  { key: 'Consumo.Região', label: 'Região' },
  { key: 'Consumo.Custo Total', label: 'Custo Total' },
];

const meta = {
  title: 'Analytics/VisualContainer',
  component: VisualContainer,
  tags: ['autodocs'],
  args: {
    title: 'Custo total por região',
    children: <ChartVisual kind="clusteredColumn" data={costByRegion} animation={false} />,
    onExportData: fn(),
    onToggleTable: fn(),
    sortColumns,
    sort: { key: 'Consumo.Custo Total', direction: 'Descending' },
    onSort: fn(),
    onFocusModeChange: fn(),
    onRetry: fn(),
    onCommand: fn(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ width: 560, height: 340 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof VisualContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const region = (canvasElement: HTMLElement, name = 'Custo total por região') =>
  within(canvasElement).getByRole('region', { name });
const moreButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Mais opções' });

async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(moreButton(canvasElement));
  const menu = await body(canvasElement).findByRole('menu', { name: 'Mais opções' });
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

async function menuClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(body(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
}

/** A chart in its frame: title, and the '…' menu's items, each a callback. */
export const WithChart: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(region(canvasElement)).toHaveAttribute('tabindex', '0');
    const menu = await openMenu(canvasElement);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Exportar dados', 'Mostrar como tabela', 'Classificar por', 'Modo de foco']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Exportar dados' }));
    await expect(args.onExportData).toHaveBeenCalledTimes(1);
    await menuClosed(canvasElement);
    await userEvent.click(
      within(await openMenu(canvasElement)).getByRole('menuitem', { name: 'Mostrar como tabela' }),
    );
    await expect(args.onToggleTable).toHaveBeenLastCalledWith(true);
    await menuClosed(canvasElement);
    await userEvent.click(
      within(await openMenu(canvasElement)).getByRole('menuitem', { name: 'Modo de foco' }),
    );
    await expect(args.onFocusModeChange).toHaveBeenLastCalledWith(true);
    await settleTooltips(canvasElement);
  },
};

/** 'Mostrar como tabela' shown: the chart's data as a table; the menu offers the visual back. */
export const ShowingTable: Story = {
  args: {
    showingTable: true,
    children: <ChartVisual kind="clusteredColumn" data={costByRegion} animation={false} showAsTable />,
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
    const menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mostrar como visual' }));
    await expect(args.onToggleTable).toHaveBeenLastCalledWith(false);
    await settleTooltips(canvasElement);
  },
};

/** 'Classificar por': a submenu of the columns and the two directions (ArrowRight opens, ArrowLeft closes). */
export const SortBy: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement);
    const sortItem = within(menu).getByRole('menuitem', { name: 'Classificar por' });
    await expect(sortItem).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(sortItem);
    const submenu = await body(canvasElement).findByRole('menu', { name: 'Classificar por' });
    await expect(within(submenu).getByRole('menuitemradio', { name: 'Custo Total' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(
      within(submenu).getByRole('menuitemradio', { name: 'Classificar em ordem decrescente' }),
    ).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(submenu).getByRole('menuitemradio', { name: 'Região' }));
    await expect(args.onSort).toHaveBeenLastCalledWith({ key: 'Consumo.Região', direction: 'Descending' });
    await menuClosed(canvasElement);

    // By keyboard: down to 'Classificar por', ArrowRight, then the ascending direction.
    await userEvent.click(moreButton(canvasElement));
    const again = await body(canvasElement).findByRole('menu', { name: 'Mais opções' });
    await waitFor(() => expect(within(again).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    const sub = await body(canvasElement).findByRole('menu', { name: 'Classificar por' });
    await waitFor(() => expect(within(sub).getAllByRole('menuitemradio')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(within(again).getByRole('menuitem', { name: 'Classificar por' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    const reopened = await body(canvasElement).findByRole('menu', { name: 'Classificar por' });
    await waitFor(() => expect(within(reopened).getAllByRole('menuitemradio')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSort).toHaveBeenLastCalledWith({
      key: 'Consumo.Custo Total',
      direction: 'Ascending',
    });
    await menuClosed(canvasElement);
    await settleTooltips(canvasElement);
  },
};

/** Keyboard: the container is a tab stop; Enter or Shift+F10 opens the menu; Escape gives focus back. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const container = region(canvasElement);
    await expect(container).toHaveFocus();
    await expect(container).toHaveAttribute('aria-keyshortcuts', 'Enter Shift+F10');
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu', { name: 'Mais opções' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await menuClosed(canvasElement);
    // Inside the visual (the chart has focus), Shift+F10 opens the menu too.
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('img')).toHaveFocus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const again = await body(canvasElement).findByRole('menu', { name: 'Mais opções' });
    await waitFor(() => expect(within(again).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onExportData).toHaveBeenCalledTimes(1);
    // The end state the screenshot shows: the menu gone, focus back on the chart and its focused bar's
    // tooltip drawn (the menu gives focus back once its exit transition ends, and the chart then draws it).
    await menuClosed(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('img')).toHaveFocus());
    // The value is also in the chart's hidden data table: wait for the tooltip's copy, the innermost
    // element holding it outside that table.
    // (Currency is formatted with a no-break space, so text is compared with its spaces made plain.)
    const holds = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').includes('R$ 482.310,55');
    await waitFor(() => {
      const holders = [...canvasElement.querySelectorAll('div')].filter(
        (el) => !el.closest('table') && !el.querySelector('table') && holds(el),
      );
      const tooltip = holders.find((el) => ![...el.children].some(holds));
      expect(tooltip).toBeVisible();
    });
  },
};

/** Focus mode: 'Voltar ao relatório' in the header; the menu says 'Sair do modo de foco'. */
export const FocusMode: Story = {
  args: { focusMode: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Voltar ao relatório' }));
    await expect(args.onFocusModeChange).toHaveBeenLastCalledWith(false);
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getByRole('menuitem', { name: 'Sair do modo de foco' })).toBeVisible();
    await settleTooltips(canvasElement);
  },
};

/** The host page's own commands (embed settings' extensions), after ours. */
export const ExtensionCommands: Story = {
  args: {
    commands: [
      { name: 'openInPortal', title: 'Abrir no portal' },
      { name: 'shareByEmail', title: 'Enviar por e-mail' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Enviar por e-mail' }));
    await expect(args.onCommand).toHaveBeenCalledWith('shareByEmail');
    await settleTooltips(canvasElement);
  },
};

/** Only host commands: the menu holds just them. */
export const OnlyCommands: Story = {
  args: {
    onExportData: undefined,
    onToggleTable: undefined,
    onSort: undefined,
    onFocusModeChange: undefined,
    commands: [{ name: 'openInPortal', title: 'Abrir no portal' }],
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Abrir no portal']);
    await settleTooltips(canvasElement);
  },
};

/** visualHeaders hidden: the title stays, no icons, no menu shortcut. */
export const HeaderHidden: Story = {
  args: { headerVisible: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Mais opções' }),
    ).not.toBeInTheDocument();
    const container = region(canvasElement);
    await expect(container).not.toHaveAttribute('aria-keyshortcuts');
    container.focus();
    await userEvent.keyboard('{Enter}');
    await expect(body(canvasElement).queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Without a title shown, the region is still named. */
export const Untitled: Story = {
  args: { title: '', headerVisible: false, children: <CardVisual data={costByRegion} /> },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, 'Visual')).toBeVisible();
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await expect(moreButton(canvasElement)).toBeVisible();
    await settleTooltips(canvasElement);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando visual...');
  },
};

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Não há dados para exibir')).toBeVisible();
  },
};

/** The visual failed: its details on demand, and a retry. */
export const ErrorState: Story = {
  args: {
    status: 'error',
    errorDetails:
      'A consulta excedeu o tempo limite (analytics_query_timeout). Tente filtrar um período menor.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível exibir este visual')).toBeVisible();
    const details = canvas.getByRole('button', { name: 'Ver detalhes' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(details);
    await expect(canvas.getByRole('button', { name: 'Ocultar detalhes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(canvas.getByText(/excedeu o tempo limite/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await settleTooltips(canvasElement);
  },
};

export const ErrorWithoutRetry: Story = {
  args: { status: 'error', onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Tentar novamente' }),
    ).not.toBeInTheDocument();
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'Custo total por região, ambiente e serviço no trimestre corrente, sem impostos e com descontos contratuais',
  },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByText(/^Custo total por região, ambiente/);
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(title).toHaveAttribute('title');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { focusMode: true, status: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data to display')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
    const menu = await body(canvasElement).findByRole('menu', { name: 'More options' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Export data', 'Show as a table', 'Sort by', 'Exit focus mode']);
    await settleTooltips(canvasElement);
  },
};

/** A report page's visuals side by side, as the frame lays them out. */
export const ReportPage: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ width: 1200, height: 640 }}>
        <Story />
      </Box>
    ),
  ],
  render: (args) => (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '220px 1fr 1fr',
        gridTemplateRows: '140px 1fr 1fr',
        gap: 1.5,
        height: 640,
        width: 1200,
        position: 'absolute',
        top: 16,
        left: 16,
        p: 1.5,
        bgcolor: 'background.default',
      }}
    >
      <VisualContainer {...args} title="Custo total" headerVisible={false}>
        <CardVisual data={costByRegion} displayUnits="none" />
      </VisualContainer>
      <Box sx={{ gridColumn: '2 / 4', gridRow: '1 / 3' }}>
        <VisualContainer {...args} title="Custo por mês e serviço">
          <ChartVisual kind="clusteredColumn" data={costByMonthAndService} animation={false} />
        </VisualContainer>
      </Box>
      <Box sx={{ gridRow: '2 / 4' }}>
        <VisualContainer {...args} title="Região" showTitle={false} headerVisible={false}>
          <SlicerVisual data={costByRegion} value={['Sudeste', 'Sul']} onChange={() => {}} />
        </VisualContainer>
      </Box>
      <VisualContainer {...args} title="Custo por serviço" selected>
        <ChartVisual kind="donut" data={costByService} animation={false} />
      </VisualContainer>
      <VisualContainer {...args} title="Máquinas virtuais">
        <TableVisual data={vmInventory} pageSize={20} />
      </VisualContainer>
    </Box>
  ),
};

/**
 * A report's first row, 110 units high and scaled to fit (86 pixels): the slicers take their compact style
 * under the floating '…' of an untitled container; the cards keep their value and label whole.
 */
export const ShortRow: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ width: 1000, height: 86 }}>
        <Story />
      </Box>
    ),
  ],
  render: (args) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, height: 86, width: 1000 }}>
      <VisualContainer {...args} title="Período" showTitle={false}>
        <SlicerVisual
          mode="dateRange"
          data={days2026}
          title="Período"
          value={{ from: '2026-02-01', to: null }}
          onChange={() => {}}
        />
      </VisualContainer>
      <VisualContainer {...args} title="Região" showTitle={false}>
        <SlicerVisual data={costByRegion} title="Região" value={['Sul', 'Norte']} onChange={() => {}} />
      </VisualContainer>
      <VisualContainer {...args} title="Receita">
        <CardVisual data={costByRegion} />
      </VisualContainer>
      <VisualContainer {...args} title="Ambientes faturados">
        <CardVisual data={costByRegion} label="Ambientes" />
      </VisualContainer>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const period = canvas.getByRole('region', { name: 'Período' });
    // No empty header line: the '…' floats in the corner, the slicer is one line. The slicers take their
    // style from their measured boxes, which a busy machine may lay out a frame late: find* waits for it.
    await expect(within(period).getByRole('button', { name: 'Mais opções' })).toBeInTheDocument();
    await expect(
      await within(period).findByRole('button', { name: 'Período 01/02/26 – 30/06/26' }),
    ).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Região' });
    await expect(await within(region).findByRole('button', { name: 'Região 2 selecionados' })).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Receita' })).getByText('Custo Total'),
    ).toBeVisible();
  },
};
