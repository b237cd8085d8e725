import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Check from '@mui/icons-material/Check';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FullscreenOutlined from '@mui/icons-material/FullscreenOutlined';
import FullscreenExitOutlined from '@mui/icons-material/FullscreenExitOutlined';
import SortOutlined from '@mui/icons-material/SortOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisualCommand } from '../model/visualCommand';
import type { VisualSort } from '../model/visualData';

/** A column the visual can be sorted by. */
export interface VisualSortColumn {
  key: string;
  label: string;
}

export interface VisualMenuActions {
  onExportData?: () => void;
  showingTable?: boolean;
  onToggleTable?: (showAsTable: boolean) => void;
  sortColumns?: readonly VisualSortColumn[];
  sort?: VisualSort;
  onSort?: (sort: VisualSort) => void;
  focusMode?: boolean;
  onFocusModeChange?: (focusMode: boolean) => void;
  commands?: readonly VisualCommand[];
  onCommand?: (name: string) => void;
}

/** Whether the menu would hold anything: without an item there is no '…' button. */
export function hasMenuItems(actions: VisualMenuActions): boolean {
  return Boolean(
    actions.onExportData ||
    actions.onToggleTable ||
    (actions.onSort && actions.sortColumns?.length) ||
    actions.onFocusModeChange ||
    (actions.onCommand && actions.commands?.length),
  );
}

export interface VisualOptionsMenuProps extends VisualMenuActions {
  id: string;
  triggerId: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/**
 * A visual's '…' menu: 'Exportar dados', 'Mostrar como tabela', 'Classificar por' (a submenu of the
 * columns and the two directions), 'Modo de foco', then the host page's own commands. Every item closes
 * the menu and calls its callback. ArrowRight opens the submenu, ArrowLeft and Escape close it.
 */
export function VisualOptionsMenu({
  id,
  triggerId,
  anchorEl,
  onClose,
  onExportData,
  showingTable = false,
  onToggleTable,
  sortColumns = [],
  sort,
  onSort,
  focusMode = false,
  onFocusModeChange,
  commands = [],
  onCommand,
}: VisualOptionsMenuProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'VisualContainer' });
  const sortItem = useRef<HTMLLIElement>(null);
  const [sortOpen, setSortOpen] = useState(false);
  const sortItemId = useId();
  const sortMenuId = useId();
  const open = anchorEl !== null;

  const run = (action: () => void) => {
    setSortOpen(false);
    onClose();
    action();
  };
  const closeSort = () => {
    setSortOpen(false);
    sortItem.current?.focus();
  };
  const current =
    sort ?? (sortColumns[0] ? { key: sortColumns[0].key, direction: 'Descending' as const } : undefined);

  const items = [
    onExportData && (
      <MenuItem key="export" onClick={() => run(onExportData)}>
        <ListItemIcon>
          <FileDownloadOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('exportData')}</ListItemText>
      </MenuItem>
    ),
    onToggleTable && (
      <MenuItem key="table" onClick={() => run(() => onToggleTable(!showingTable))}>
        <ListItemIcon>
          {showingTable ? <BarChartOutlined fontSize="small" /> : <TableChartOutlined fontSize="small" />}
        </ListItemIcon>
        <ListItemText>{showingTable ? t('showAsVisual') : t('showAsTable')}</ListItemText>
      </MenuItem>
    ),
    onSort && sortColumns.length > 0 && (
      <MenuItem
        key="sort"
        id={sortItemId}
        ref={sortItem}
        aria-haspopup="menu"
        aria-expanded={sortOpen}
        aria-controls={sortOpen ? sortMenuId : undefined}
        onClick={() => setSortOpen(true)}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'ArrowRight') {
            event.preventDefault();
            setSortOpen(true);
          }
        }}
      >
        <ListItemIcon>
          <SortOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('sortBy')}</ListItemText>
        <ChevronRight fontSize="small" sx={{ ml: 2, color: 'text.secondary' }} />
      </MenuItem>
    ),
    onFocusModeChange && (
      <MenuItem key="focus" onClick={() => run(() => onFocusModeChange(!focusMode))}>
        <ListItemIcon>
          {focusMode ? <FullscreenExitOutlined fontSize="small" /> : <FullscreenOutlined fontSize="small" />}
        </ListItemIcon>
        <ListItemText>{focusMode ? t('exitFocusMode') : t('focusMode')}</ListItemText>
      </MenuItem>
    ),
  ].filter(Boolean);

  const extensions =
    onCommand && commands.length > 0
      ? commands.map((command) => (
          <MenuItem key={`command-${command.name}`} onClick={() => run(() => onCommand(command.name))}>
            <ListItemText inset={items.length > 0}>{command.title}</ListItemText>
          </MenuItem>
        ))
      : [];

  return (
    <>
      <Menu
        id={id}
        anchorEl={anchorEl}
        open={open}
        onClose={() => {
          setSortOpen(false);
          onClose();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': triggerId, dense: true } }}
      >
        {items}
        {items.length > 0 && extensions.length > 0 && <Divider component="li" role="separator" />}
        {extensions}
      </Menu>
      {current && onSort && (
        <Menu
          id={sortMenuId}
          anchorEl={sortItem.current}
          open={open && sortOpen}
          onClose={closeSort}
          anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            list: {
              'aria-labelledby': sortItemId,
              dense: true,
              onKeyDown: (event: KeyboardEvent) => {
                if (event.key === 'ArrowLeft') {
                  event.preventDefault();
                  closeSort();
                }
              },
            },
          }}
        >
          {(['Descending', 'Ascending'] as const).map((direction) => (
            <MenuItem
              key={direction}
              role="menuitemradio"
              aria-checked={sort?.direction === direction}
              onClick={() => run(() => onSort({ key: current.key, direction }))}
            >
              <ListItemIcon>
                {direction === 'Descending' ? (
                  <ArrowDownward fontSize="small" />
                ) : (
                  <ArrowUpward fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText>
                {direction === 'Descending' ? t('sortDescending') : t('sortAscending')}
              </ListItemText>
            </MenuItem>
          ))}
          <Divider component="li" role="separator" />
          {sortColumns.map((column) => (
            <MenuItem
              key={column.key}
              role="menuitemradio"
              aria-checked={sort?.key === column.key}
              onClick={() => run(() => onSort({ key: column.key, direction: current.direction }))}
            >
              <ListItemIcon>{sort?.key === column.key ? <Check fontSize="small" /> : null}</ListItemIcon>
              <ListItemText>{column.label}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
