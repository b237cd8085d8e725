import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { NOTES_BADGE_MAX, NOTES_HREF } from './notesLinkLimits';

export interface NotesLinkProps {
  /** How many notes the user has checked (marked); shown as a badge, hidden at zero. */
  count: number;
  /** Where the link leads; the notes screen by default. The theme's link component routes it. */
  href?: string;
}

/** The top bar's link to the notes screen, with the count of checked notes (portal spec §2.7). */
export function NotesLink({ count, href = NOTES_HREF }: NotesLinkProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'NotesLink' });
  const label = t('label', { count });
  return (
    <Tooltip title={label}>
      <IconButton href={href} aria-label={label} color="inherit">
        <Badge badgeContent={count} max={NOTES_BADGE_MAX} color="primary">
          <StickyNote2OutlinedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
