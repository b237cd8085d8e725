import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

export interface EyeToggleProps {
  /** Whether sensitive values (costs, keys…) are currently shown. */
  visible: boolean;
  /** Called with the new visibility when the user flips the toggle. */
  onChange: (visible: boolean) => void;
}

/**
 * The top bar's show/hide eye (portal spec §2.7). A toggle button with a stable name, 'Ocultar valores',
 * pressed while values are hidden (a toggle's name must not change with its state, or screen readers
 * announce a contradiction). The tooltip says what the next press does: 'Ocultar valores' or 'Mostrar valores'.
 */
export function EyeToggle({ visible, onChange }: EyeToggleProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'EyeToggle' });
  return (
    <Tooltip title={visible ? t('hide') : t('show')}>
      <IconButton
        color="inherit"
        aria-label={t('hide')}
        aria-pressed={!visible}
        onClick={() => onChange(!visible)}
      >
        {visible ? <VisibilityOutlined /> : <VisibilityOffOutlined />}
      </IconButton>
    </Tooltip>
  );
}
