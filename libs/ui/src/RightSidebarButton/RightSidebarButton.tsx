import ViewSidebarOutlined from '@mui/icons-material/ViewSidebarOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { WARNING_BADGE_MAX } from './rightSidebarButtonLimits';

export interface RightSidebarButtonProps {
  /** Pipeline warnings since the sidebar was last closed; closing it resets the count upstream (spec §4). */
  warningCount?: number;
  /** Opens (or closes) the right sidebar. */
  onClick: () => void;
  /** Whether the sidebar is open (aria-expanded). */
  expanded?: boolean;
  /** Id of the sidebar element (aria-controls). */
  controls?: string;
}

/** The top bar's button that opens the right sidebar, with a warning counter badge (portal spec §2.7, §4). */
export function RightSidebarButton({
  warningCount = 0,
  onClick,
  expanded = false,
  controls,
}: RightSidebarButtonProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'RightSidebarButton' });
  const label = warningCount > 0 ? t('labelWithWarnings', { count: warningCount }) : t('label');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={expanded ? controls : undefined}
        aria-haspopup="dialog"
        onClick={onClick}
      >
        <Badge
          badgeContent={warningCount}
          max={WARNING_BADGE_MAX}
          // Dark text on the warning colour: white on it stays under 4.5:1 in the light theme.
          sx={{ '& .MuiBadge-badge': { bgcolor: 'warning.main', color: 'common.black' } }}
        >
          <ViewSidebarOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
