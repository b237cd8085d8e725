import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_KEY_MANAGEMENT_HREF } from './externalKeyRoute';

export interface ExternalKeyButtonProps {
  /** The link target; the external key management screen by default (portal spec §2.7). */
  href?: string;
}

/** The top bar's link to external key management: an icon button rendered as a link (`href`). */
export function ExternalKeyButton({ href = EXTERNAL_KEY_MANAGEMENT_HREF }: ExternalKeyButtonProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ExternalKeyButton' });
  return (
    <Tooltip title={t('label')}>
      <IconButton color="inherit" href={href} aria-label={t('label')}>
        <VpnKeyOutlined />
      </IconButton>
    </Tooltip>
  );
}
