import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NavEntry, NavGroup } from '../model/navigation';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { REV_FLYOUT_WIDTH, REV_RAIL_WIDTH } from './revNavigationLayout';

export interface RevFlyoutProps {
  /** Id of the panel, referenced by the group button's aria-controls. */
  id: string;
  /** The group whose children the panel lists; null when closed. */
  group: NavGroup | null;
  anchorEl: HTMLElement | null;
  activeItemId: string | null;
  onClose: () => void;
}

/** The panel a group of the rail opens: the group's name and its links, nested groups as sub-headings. */
export function RevFlyout({ id, group, anchorEl, activeItemId, onClose }: RevFlyoutProps) {
  const headingId = `${id}-heading`;
  return (
    <Popover
      open={group !== null && anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: {
            width: REV_FLYOUT_WIDTH,
            // On a phone the panel shares the width with the rail beside it.
            maxWidth: `calc(100vw - ${REV_RAIL_WIDTH + 16}px)`,
            maxHeight: 'calc(100vh - 32px)',
            ml: 1,
            py: 1,
          },
        },
      }}
    >
      {group ? (
        <>
          <Typography id={headingId} variant="subtitle2" component="h2" sx={{ px: 2, py: 1 }}>
            {group.label}
          </Typography>
          <FlyoutList
            entries={group.children}
            depth={0}
            activeItemId={activeItemId}
            onClose={onClose}
            autoFocusFirst
          />
        </>
      ) : null}
    </Popover>
  );
}

interface FlyoutListProps {
  entries: readonly NavEntry[];
  depth: number;
  activeItemId: string | null;
  onClose: () => void;
  /** Moves focus to the first link when the panel opens. */
  autoFocusFirst?: boolean;
}

function FlyoutList({ entries, depth, activeItemId, onClose, autoFocusFirst = false }: FlyoutListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'NavMenu' });
  return (
    <List dense disablePadding>
      {entries.map((entry, index) => {
        if (entry.kind === 'group') {
          return (
            <ListItem key={entry.id} disablePadding sx={{ display: 'block', mt: 1 }}>
              <Typography
                variant="overline"
                component={depth === 0 ? 'h3' : 'h4'}
                sx={{ display: 'block', px: 2 + depth * 1.5, color: 'text.secondary', lineHeight: 2.5 }}
              >
                {entry.label}
              </Typography>
              <FlyoutList
                entries={entry.children}
                depth={depth + 1}
                activeItemId={activeItemId}
                onClose={onClose}
              />
            </ListItem>
          );
        }
        const active = entry.id === activeItemId;
        return (
          <ListItem key={entry.id} disablePadding>
            <ListItemButton
              href={entry.href}
              selected={active}
              aria-current={active ? 'page' : undefined}
              autoFocus={autoFocusFirst && index === 0}
              onClick={onClose}
              {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              sx={{
                pl: 2 + depth * 1.5,
                minHeight: { xs: 44, md: 0 },
                '&.Mui-selected': { fontWeight: 600 },
              }}
            >
              <ListItemText
                primary={
                  <>
                    {entry.label}
                    {entry.external ? (
                      <>
                        <OpenInNew aria-hidden sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'text-bottom' }} />
                        <Box component="span" sx={visuallyHidden}>
                          {` ${t('newTab')}`}
                        </Box>
                      </>
                    ) : null}
                  </>
                }
                slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 'inherit' } } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
