import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GlobalSearchButton } from './GlobalSearchButton';
import { GlobalSearchOverlay, type GlobalSearchOverlayProps } from './GlobalSearchOverlay';
import { longResults, manyResults, someResults, withAndWithoutDomain } from './searchResultFixtures';
import { overlayDocs } from '../internal/overlayDocs';

const meta = {
  title: 'Shell/GlobalSearchOverlay',
  component: GlobalSearchOverlay,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    onSearch: fn(),
    onSelectCloud: fn(),
    loading: false,
  },
  parameters: overlayDocs,
} satisfies Meta<typeof GlobalSearchOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A shell stand-in: the overlay keeps its own open state, beside a top-bar button and another field. */
function ShellWithOverlay(args: GlobalSearchOverlayProps) {
  const [open, setOpen] = useState(args.open);
  const change = (next: boolean) => {
    args.onOpenChange(next);
    setOpen(next);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <GlobalSearchButton onClick={() => change(true)} />
      <TextField label="Observações" size="small" />
      <GlobalSearchOverlay {...args} open={open} onOpenChange={change} />
    </Box>
  );
}

/** Closed, as the shell keeps it: Ctrl+/ opens it with its field focused, Escape closes it. */
export const Closed: Story = {
  args: { open: false },
  render: (args) => <ShellWithOverlay {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.keyboard('{Control>}/{/Control}');
    const dialog = await body.findByRole('dialog', { name: 'Busca global' });
    const field = within(dialog).getByRole('searchbox', { name: 'Busca global' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('placeholder', 'Digite sua busca');
    await expect(field).toHaveAttribute('aria-keyshortcuts', 'Control+/ Meta+/');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Cmd+/ (the Meta key) opens it as well; the shortcut pressed again closes it. */
export const MetaShortcut: Story = {
  args: { open: false },
  render: (args) => <ShellWithOverlay {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await userEvent.keyboard('{Meta>}/{/Meta}');
    const field = await body.findByRole('searchbox', { name: 'Busca global' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Meta>}/{/Meta}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange.mock.calls).toEqual([[true], [false]]);
  },
};

/** While the user types in another field, Ctrl+/ belongs to that field and the overlay stays closed. */
export const ShortcutIgnoredWhileTyping: Story = {
  args: { open: false },
  render: (args) => <ShellWithOverlay {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const other = body.getByRole('textbox', { name: 'Observações' });
    await userEvent.click(other);
    await userEvent.keyboard('abc{Control>}/{/Control}');
    await sleep(100);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(other).toHaveFocus();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The top-bar button opens it; on Escape focus returns to the button. */
export const OpenFromButton: Story = {
  args: { open: false },
  render: (args) => <ShellWithOverlay {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const button = body.getByRole('button', { name: 'Busca global' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+/ Meta+/');
    await userEvent.click(button);
    await body.findByRole('dialog', { name: 'Busca global' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Just opened: an empty, focused field and a line on what can be searched. */
export const OpenEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const field = await body.findByRole('searchbox', { name: 'Busca global' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('');
    await expect(body.getByText(/Busque por topologia/)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Fechar a busca' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Four characters or fewer: a hint, and no search even after the 1 s wait. */
export const TypingTooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const field = await body.findByRole('searchbox', { name: 'Busca global' });
    await userEvent.type(field, 'acm');
    const hint = body.getByText('Digite mais de 4 caracteres');
    await expect(hint).toBeVisible();
    await expect(field).toHaveAccessibleDescription('Digite mais de 4 caracteres');
    await userEvent.type(field, 'e');
    await sleep(1200);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** More than four characters: one search, with the text, 1 s after the last keystroke and not before. */
export const TypingSearches: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const field = await body.findByRole('searchbox', { name: 'Busca global' });
    await userEvent.type(field, 'acme-prod');
    const typedAt = performance.now();
    await expect(body.queryByText('Digite mais de 4 caracteres')).not.toBeInTheDocument();
    await sleep(600);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('acme-prod'), { timeout: 2000 });
    await expect(performance.now() - typedAt).toBeGreaterThanOrEqual(950);
    await sleep(300);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** The search is running. */
export const Loading: Story = {
  args: { defaultQuery: 'acme-prod', loading: true },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('progressbar', { name: 'Buscando…' })).toBeInTheDocument();
    await expect(body.getByRole('status')).toHaveTextContent('Buscando…');
  },
};

/** A handful of hits. Arrow keys move between them; Enter switches to the focused hit's first cloud_id. */
export const Results: Story = {
  args: { defaultQuery: 'acme-prod', results: someResults },
  play: async ({ canvasElement, args, step }) => {
    const body = page(canvasElement);
    const field = await body.findByRole('searchbox', { name: 'Busca global' });
    await expect(body.getByRole('status')).toHaveTextContent('resultados encontrados: 5');
    const list = body.getByRole('list', { name: 'Resultados da busca' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    await expect(args.onSearch).not.toHaveBeenCalled();

    await step('ArrowDown and ArrowUp move between the results and back to the field', async () => {
      await waitFor(() => expect(field).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      const rows = within(list).getAllByRole('listitem');
      await waitFor(() => expect(rows[0]).toContainElement(document.activeElement as HTMLElement));
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await waitFor(() =>
        expect(document.activeElement).toHaveAccessibleName('Mudar para o ambiente BETA02'),
      );
      await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
      await waitFor(() => expect(field).toHaveFocus());
    });

    await step('Enter on a result switches to its first cloud_id and closes the overlay', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
      await waitFor(() =>
        expect(document.activeElement).toHaveAccessibleName('Mudar para o ambiente GAMA03'),
      );
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelectCloud).toHaveBeenCalledOnce();
      await expect(args.onSelectCloud).toHaveBeenCalledWith('GAMA03');
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    });
  },
};

/**
 * 1,000 hits: only the rows in view are in the DOM. End and Home jump across the list; scrolling shows
 * the last rows while the focused one stays put.
 */
export const ThousandResults: Story = {
  args: { defaultQuery: 'acme-prod-vm', results: manyResults(1000) },
  play: async ({ canvasElement, args, step }) => {
    const body = page(canvasElement);
    const focusedName = () => document.activeElement?.getAttribute('aria-label');
    await expect(await body.findByRole('status')).toHaveTextContent('resultados encontrados: 1.000');
    const list = body.getByRole('list', { name: 'Resultados da busca' });
    const rowCount = () => within(list).getAllByRole('listitem').length;
    await waitFor(() => expect(rowCount()).toBeGreaterThan(3));
    await expect(rowCount()).toBeLessThan(40);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1000');
    await expect(within(list).queryByText('acme-prod-vm-1000')).not.toBeInTheDocument();

    await step('End and Home jump to the last and first results', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(focusedName()).toBe('Mudar para o ambiente CLD0001'));
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(focusedName()).toBe('Mudar para o ambiente CLD1000'));
      await expect(rowCount()).toBeLessThan(40);
      await userEvent.keyboard('{Home}');
      await waitFor(() => expect(focusedName()).toBe('Mudar para o ambiente CLD0001'));
      await waitFor(() => expect(within(list).queryByText('acme-prod-vm-1000')).not.toBeInTheDocument());
    });

    await step('Scrolling renders the later rows and keeps the focused one', async () => {
      const scroller = list.parentElement!;
      scroller.scrollTop = scroller.scrollHeight;
      await expect(await within(list).findByText('acme-prod-vm-1000')).toBeInTheDocument();
      await expect(rowCount()).toBeLessThan(40);
      await expect(focusedName()).toBe('Mudar para o ambiente CLD0001');
    });

    await step('ArrowDown then Enter switches to the second result', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(focusedName()).toBe('Mudar para o ambiente CLD0002'));
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelectCloud).toHaveBeenCalledOnce();
      await expect(args.onSelectCloud).toHaveBeenCalledWith('CLD0002');
    });
  },
};

/** The search found nothing. */
/** The server found more than it sent: the count is its total, the list what came. */
export const MoreThanReturned: Story = {
  args: { defaultQuery: 'acme-prod', results: someResults, total: 240 },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('status')).toHaveTextContent('resultados encontrados: 240');
    const list = body.getByRole('list', { name: 'Resultados da busca' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
  },
};

export const NoResults: Story = {
  args: { defaultQuery: 'nada-por-aqui', results: [] },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('status')).toHaveTextContent('Nenhum resultado encontrado');
    await expect(body.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The search failed: the (already translated) error replaces the results. */
export const SearchFailed: Story = {
  args: {
    defaultQuery: 'acme-prod',
    results: someResults,
    error: 'Não foi possível conectar ao serviço de busca. Tente novamente.',
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível conectar ao serviço de busca.');
    await expect(body.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Domain and public IP are shown only when the hit has them. */
export const WithAndWithoutDomain: Story = {
  args: { defaultQuery: 'acme-prod', results: withAndWithoutDomain },
  play: async ({ canvasElement }) => {
    const list = await page(canvasElement).findByRole('list', { name: 'Resultados da busca' });
    const [withDomain, without] = await within(list).findAllByRole('listitem');
    await expect(withDomain).toHaveTextContent('Domínio: erp.acme.com.br');
    await expect(withDomain).toHaveTextContent('IP público: 200.155.12.34');
    await expect(without).toHaveTextContent('Topologia: TOP-20410');
    await expect(without).toHaveTextContent('T-code: T20002');
    await expect(without).not.toHaveTextContent('Domínio');
    await expect(without).not.toHaveTextContent('IP público');
  },
};

/** Clicking a cloud_id switches to that environment; a hit may list several. */
export const SelectCloud: Story = {
  args: { defaultQuery: 'acme-prod', results: someResults },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const second = await body.findByRole('button', { name: 'Mudar para o ambiente GAMA04' });
    await expect(second).toHaveTextContent('GAMA04');
    await userEvent.click(second);
    await expect(args.onSelectCloud).toHaveBeenCalledOnce();
    await expect(args.onSelectCloud).toHaveBeenCalledWith('GAMA04');
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Long names and many values wrap inside the row. */
export const LongValues: Story = {
  args: { defaultQuery: 'omega', results: longResults },
  play: async ({ canvasElement }) => {
    const list = await page(canvasElement).findByRole('list', { name: 'Resultados da busca' });
    await expect(list).toHaveTextContent('TOP-90001, TOP-90002, TOP-90003, TOP-90004');
  },
};

/** English. */
export const English: Story = {
  args: { defaultQuery: 'acme-prod', results: someResults },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('status')).toHaveTextContent('results found: 5');
    await expect(body.getByRole('searchbox', { name: 'Global search' })).toBeInTheDocument();
  },
};
