import SearchIcon from '@mui/icons-material/Search';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { SEARCH_ARIA_KEYSHORTCUTS } from './searchShortcutKeys';

export interface GlobalSearchButtonProps {
  /** Opens the global search overlay (usually `() => onOpenChange(true)`). */
  onClick: () => void;
  /** Icon colour; 'inherit' takes the top bar's text colour. */
  color?: IconButtonProps['color'];
}

/** The top bar's button for the global search; its tooltip and `aria-keyshortcuts` tell of Ctrl+/ (spec §2.9). */
export function GlobalSearchButton({ onClick, color = 'inherit' }: GlobalSearchButtonProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'GlobalSearchOverlay' });
  return (
    <Tooltip title={t('buttonTooltip')} describeChild>
      <IconButton
        color={color}
        aria-label={t('title')}
        aria-haspopup="dialog"
        aria-keyshortcuts={SEARCH_ARIA_KEYSHORTCUTS}
        onClick={onClick}
      >
        <SearchIcon />
      </IconButton>
    </Tooltip>
  );
}
