import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { amber } from '@mui/material/colors';
import { useTranslation } from 'react-i18next';

export interface InsightStarButtonProps {
  /** The entry's name: the button is 'Favoritar {name}'. */
  name: string;
  favorite: boolean;
  /** Called with the state asked for: true to favorite, false to remove (portal spec §4). */
  onToggle: (next: boolean) => void;
  tabIndex?: number;
  size?: IconButtonProps['size'];
}

/**
 * The favorite star of an Insights entry: a toggle button (aria-pressed), filled amber when the entry
 * is a favorite, an outline otherwise. The same star wherever the entry appears, so the two stay in sync.
 */
export function InsightStarButton({
  name,
  favorite,
  onToggle,
  tabIndex,
  size = 'small',
}: InsightStarButtonProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'insightLabels' });
  return (
    <IconButton
      size={size}
      tabIndex={tabIndex}
      aria-label={t('favorite', { name })}
      aria-pressed={favorite}
      onClick={() => onToggle(!favorite)}
      sx={(theme) => ({
        color: favorite ? amber[theme.palette.mode === 'dark' ? 500 : 800] : 'text.secondary',
      })}
    >
      {favorite ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
    </IconButton>
  );
}
