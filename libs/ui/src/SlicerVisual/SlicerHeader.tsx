import EraserIcon from '@mui/icons-material/BackspaceOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface SlicerHeaderProps {
  id: string;
  title: string;
  /** Something is selected: 'Limpar seleções' is offered. */
  canClear: boolean;
  onClear: () => void;
}

/** The slicer's title (which names its controls) and its 'Limpar seleções' button. */
export function SlicerHeader({ id, title, canClear, onClear }: SlicerHeaderProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'SlicerVisual' });
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 32,
        flex: 'none',
        // Room for the container's floating '…' button (VisualContainer without a title).
        pr: 'var(--visual-header-inset, 0px)',
      }}
    >
      <Typography
        id={id}
        variant="subtitle2"
        component="span"
        sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {canClear && (
        <Tooltip title={t('clear')}>
          <IconButton size="small" aria-label={t('clear')} onClick={onClear}>
            <EraserIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
