import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  BACKUP_DEFAULT_COLUMNS,
  BackupsList,
  MACHINE_SNAPSHOT_DEFAULT_COLUMNS,
  useBackupColumns,
  type BackupsListProps,
} from './BackupsList';
import { sampleBackupEntries } from './backupsListFixtures';
import type { BackupEntry } from './backupsListModel';

type StoryProps = Omit<BackupsListProps, 'columns' | 'confirming' | 'onCancelRestore'> & {
  downloadHref?: string;
};

/** The list as a container drives it: its columns, and the entry whose restore is being confirmed. */
function BackupsListStory({ downloadHref, ...props }: StoryProps) {
  const [confirming, setConfirming] = useState<BackupEntry>();
  const columns = useBackupColumns({ downloadHref, onRestore: setConfirming, timeZone: 'America/Sao_Paulo' });
  return (
    <BackupsList
      {...props}
      columns={columns}
      confirming={confirming}
      onCancelRestore={() => setConfirming(undefined)}
    />
  );
}

const meta = {
  title: 'Pages/BackupsList',
  component: BackupsListStory,
  tags: ['autodocs'],
  args: {
    rows: sampleBackupEntries,
    total: sampleBackupEntries.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: { visibleColumns: BACKUP_DEFAULT_COLUMNS, density: 'compact', pageSize: 25 },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onRestore: fn(async (): Promise<string | null> => null),
    downloadHref: '/customer-disaster-recover/backup',
  },
} satisfies Meta<typeof BackupsListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Backups and snapshots in one list; a restore is confirmed by typing the name. */
export const RestoreConfirmedByName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Backups e instantâneos do ambiente' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleBackupEntries.length + 1);
    await expect(within(table).getByRole('link', { name: /Baixar bkp-acm1-014/ })).toHaveAttribute(
      'href',
      '/customer-disaster-recover/backup',
    );
    // A failed backup and a snapshot of a gone machine offer no restore.
    await expect(within(table).queryByRole('button', { name: 'Restaurar bkp-acm1-013' })).toBeNull();
    await expect(within(table).queryByRole('button', { name: 'Restaurar acm1-db-01-semanal' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Restaurar antes-da-atualizacao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restaurar antes-da-atualizacao?' });
    await expect(within(dialog).getByText(/A máquina vm-acm1-01 será parada/)).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Digite antes-da-atualizacao para confirmar' }),
      'antes-da-atualizacao{Enter}',
    );
    await expect(args.onRestore).toHaveBeenCalledWith(sampleBackupEntries[0], 'antes-da-atualizacao');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The API refused the restore: its words in the dialog, which stays open. */
export const RestoreRefused: Story = {
  args: {
    onRestore: fn(
      async (): Promise<string | null> => 'A confirmação não confere: digite o nome do backup exatamente.',
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Restaurar bkp-acm1-014' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restaurar bkp-acm1-014?' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'bkp-acm1-41{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('A confirmação não confere');
  },
};

/** On a machine's page: its own snapshots, fewer columns. */
export const MachineSnapshots: Story = {
  args: {
    scope: 'machine',
    rows: sampleBackupEntries.filter((e) => e.kind === 'snapshot' && e.source === 'vm-acm1-01'),
    total: 1,
    preferences: { visibleColumns: MACHINE_SNAPSHOT_DEFAULT_COLUMNS, density: 'compact', pageSize: 10 },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Instantâneos desta máquina' });
    await expect(within(table).queryByRole('columnheader', { name: /Origem/ })).toBeNull();
  },
};

/** Nothing yet. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nenhum backup ou instantâneo neste ambiente.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { rows: [], total: 0, state: { status: 'loading' } } };

/** On a phone (390 px) the list scrolls sideways; restore stays reachable. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Restaurar antes-da-atualizacao' }),
    ).toBeInTheDocument();
  },
};
