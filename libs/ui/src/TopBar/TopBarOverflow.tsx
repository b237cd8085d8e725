import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closeOnLinkClick } from '../internal/shellNav';
import type { TopBarControlSlot } from './TopBar';
import { TopBarPopover } from './TopBarPopover';

export interface TopBarOverflowProps {
  /** The controls that left the bar, in the spec's order. */
  rows: readonly { slot: TopBarControlSlot; control: ReactNode }[];
}

/** Wide enough for a caption beside each control; never wider than the window (TopBarPopover). */
const OVERFLOW_WIDTH = 320;

/**
 * The top bar's 'Mais opções' on small screens: a panel holding the controls themselves, one per row with
 * a caption, so each opens its own dropdown, dialog or drawer exactly as on the wide bar. The panel sits
 * under those overlays, stays open beneath them, and closes when a link in it is followed.
 */
export function TopBarOverflow({ rows }: TopBarOverflowProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'TopBar' });
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={t('moreOptions')}>
        <IconButton
          color="inherit"
          aria-label={t('moreOptions')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ width: 48, height: 48 }}
        >
          <MoreVert />
        </IconButton>
      </Tooltip>
      <TopBarPopover
        open={open}
        anchorEl={anchor}
        onClose={close}
        id={id}
        labelledBy={`${id}-title`}
        width={OVERFLOW_WIDTH}
        underOverlays
        onClick={closeOnLinkClick(close)}
        sx={{ maxHeight: 'calc(100vh - 72px)', overflowY: 'auto', py: 1 }}
      >
        <Typography id={`${id}-title`} variant="subtitle2" component="h2" sx={{ px: 2, py: 1 }}>
          {t('moreOptions')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map(({ slot, control }) => (
            <OverflowRow key={slot} slot={slot} caption={t(`controls.${slot}`)}>
              {control}
            </OverflowRow>
          ))}
        </Box>
      </TopBarPopover>
    </>
  );
}

const FOCUSABLE = 'button, a[href], input, [role="button"], [tabindex="0"]';

interface OverflowRowProps {
  slot: TopBarControlSlot;
  caption: string;
  children: ReactNode;
}

/**
 * One control with its caption. The caption is for the eye (the control keeps its own accessible name);
 * a tap on it acts on the control when the row holds only one, so the whole row is the touch target.
 */
function OverflowRow({ slot, caption, children }: OverflowRowProps) {
  const row = useRef<HTMLLIElement>(null);
  const forward = (event: MouseEvent<HTMLLIElement>) => {
    const target = event.target as Node;
    // Clicks from the control's own (portaled) dropdown bubble here too: only the row's own area counts.
    if (!row.current?.contains(target)) return;
    const controls = row.current.querySelectorAll<HTMLElement>(FOCUSABLE);
    if (controls.length !== 1 || controls[0]!.contains(target)) return;
    controls[0]!.click();
  };
  return (
    // Keyboard users reach the control itself; the row's click only widens the pointer target.
    <Box
      component="li"
      ref={row}
      data-slot={slot}
      onClick={forward}
      // A slot whose control renders nothing (a container with nothing to show) takes no row.
      sx={{ '&:has(.top-bar-overflow-control:empty)': { display: 'none' } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 52,
          px: 1,
          cursor: 'pointer',
          // Icon controls grow to touch size here.
          '& .MuiIconButton-root': { minWidth: 44, minHeight: 44 },
        }}
      >
        <Box
          className="top-bar-overflow-control"
          sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}
        >
          {children}
        </Box>
        <Typography aria-hidden variant="body2" sx={{ minWidth: 0 }}>
          {caption}
        </Typography>
      </Box>
    </Box>
  );
}
