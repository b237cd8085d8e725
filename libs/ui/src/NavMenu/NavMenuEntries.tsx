import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavEntry, NavGroup, NavItem } from '../model/navigation';
import { isGroupOpen, type OpenGroups } from './openGroups';
import { visuallyHidden } from '../a11y/visuallyHidden';

export interface NavMenuEntriesProps {
  /** Visible entries (already filtered by `visibleEntries`). */
  entries: readonly NavEntry[];
  /** Nesting depth of this list: 0 for the top level. */
  depth: number;
  /** Prefix that makes the ids of group panels unique on the page. */
  idPrefix: string;
  activeItemId: string | null;
  activeGroupIds: readonly string[];
  openGroups: OpenGroups;
  onToggleGroup: (id: string, topLevel: boolean) => void;
  /** Icons only: the labels stay as accessible names but are not shown, and groups stay shut. */
  collapsed: boolean;
  /** Collapse animation length; 0 when the user prefers reduced motion. */
  collapseTimeout: number | 'auto';
}

/** The rows of the left menu, recursively: links and expandable groups (portal spec §2.6). */
export function NavMenuEntries(props: NavMenuEntriesProps) {
  return (
    <List component="ul" disablePadding dense>
      {props.entries.map((entry) =>
        entry.kind === 'item' ? (
          <ItemRow key={entry.id} {...props} item={entry} />
        ) : (
          <GroupRow key={entry.id} {...props} group={entry} />
        ),
      )}
    </List>
  );
}

type RowProps = NavMenuEntriesProps;

// Children line up under their parent's label (icon column: 1.5 + 4.5 spacing units), then step in by 2.
const rowSx = (collapsed: boolean, depth: number): SxProps<Theme> => ({
  minHeight: 40,
  pl: collapsed ? 0 : depth === 0 ? 1.5 : 6 + (depth - 1) * 2,
  pr: collapsed ? 0 : 1.5,
  justifyContent: collapsed ? 'center' : 'flex-start',
  position: 'relative',
  '&.Mui-selected': { fontWeight: 600 },
  // The current page also gets a bar on the leading edge, so the mark does not rely on the tint alone.
  '&.Mui-selected::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: 6,
    bottom: 6,
    width: 3,
    borderRadius: 1.5,
    bgcolor: 'primary.main',
  },
});

function RowIcon({
  icon,
  label,
  collapsed,
  depth,
}: {
  icon: ReactNode;
  label: string;
  collapsed: boolean;
  depth: number;
}) {
  if (!icon && depth > 0 && !collapsed) return null;
  return (
    <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'inherit' }} aria-hidden>
      {icon ?? (
        // Without an icon the mini bar still needs something to show: the label's initials.
        <Box component="span" sx={{ width: 24, textAlign: 'center', fontSize: 12, fontWeight: 700 }}>
          {label.slice(0, 2).toUpperCase()}
        </Box>
      )}
    </ListItemIcon>
  );
}

function RowLabel({ label, collapsed, extra }: { label: string; collapsed: boolean; extra?: ReactNode }) {
  return (
    <ListItemText
      primary={
        <>
          {label}
          {extra}
        </>
      }
      sx={collapsed ? visuallyHidden : { my: 0.5, overflowWrap: 'anywhere' }}
      slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 'inherit' } } }}
    />
  );
}

function ItemRow({ item, depth, activeItemId, collapsed }: RowProps & { item: NavItem }) {
  const { t } = useTranslation('ui', { keyPrefix: 'NavMenu' });
  const active = item.id === activeItemId;
  return (
    <ListItem disablePadding>
      <ListItemButton
        href={item.href}
        selected={active}
        aria-current={active ? 'page' : undefined}
        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        sx={rowSx(collapsed, depth)}
      >
        <RowIcon icon={item.icon} label={item.label} collapsed={collapsed} depth={depth} />
        <RowLabel
          label={item.label}
          collapsed={collapsed}
          extra={
            item.external ? (
              <>
                <OpenInNew aria-hidden sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'text-bottom' }} />
                <Box component="span" sx={visuallyHidden}>
                  {` ${t('newTab')}`}
                </Box>
              </>
            ) : undefined
          }
        />
      </ListItemButton>
    </ListItem>
  );
}

function GroupRow({ group, ...rest }: RowProps & { group: NavGroup }) {
  const { depth, idPrefix, activeGroupIds, openGroups, onToggleGroup, collapsed, collapseTimeout } = rest;
  const open = isGroupOpen(openGroups, group.id) && !collapsed;
  const panelId = `${idPrefix}-${group.id}`;
  // In the mini bar the children are out of sight: the group wears the mark of the page inside it.
  const holdsActive = collapsed && activeGroupIds.includes(group.id);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        selected={holdsActive}
        onClick={() => onToggleGroup(group.id, depth === 0)}
        sx={rowSx(collapsed, depth)}
      >
        <RowIcon icon={group.icon} label={group.label} collapsed={collapsed} depth={depth} />
        <RowLabel label={group.label} collapsed={collapsed} />
        {collapsed ? null : open ? (
          <ExpandLess aria-hidden fontSize="small" />
        ) : (
          <ExpandMore aria-hidden fontSize="small" />
        )}
      </ListItemButton>
      {/* A closed group's entries are not rendered: most of the menu's rows are out of sight. */}
      <Collapse in={open} timeout={collapseTimeout} unmountOnExit>
        <Box id={panelId}>
          <NavMenuEntries {...rest} entries={group.children} depth={depth + 1} />
        </Box>
      </Collapse>
    </ListItem>
  );
}
