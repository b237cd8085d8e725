import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { tintedChipSx, type ChipTint } from '../internal/tintedChip';

const LOOK: Record<string, { icon: ReactElement; tint: ChipTint }> = {
  running: { icon: <PlayCircleOutlined />, tint: 'success' },
  stopped: { icon: <PauseCircleOutlined />, tint: 'default' },
  available: { icon: <CheckCircleOutlined />, tint: 'info' },
  in_use: { icon: <LinkOutlined />, tint: 'primary' },
  error: { icon: <ErrorOutlineOutlined />, tint: 'error' },
};
/** Any state on its way to another (provisioning, starting, stopping, …) looks the same. */
const MOVING = { icon: <HourglassEmptyOutlined />, tint: 'warning' as const };

export interface IaasStateChipProps {
  /** The resource's state as the API names it (running, stopped, provisioning, starting, …). */
  state: string;
}

/**
 * An IaaS resource's state as a tinted chip with an icon, named in the user's language: running, stopped,
 * available, in use, in error, or on its way (provisioning, starting, stopping, restarting, resizing, deleting).
 */
export function IaasStateChip({ state }: IaasStateChipProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasStateChip' });
  const { icon, tint } = LOOK[state] ?? MOVING;
  return (
    <Chip
      size="small"
      icon={icon}
      // A state this build does not know yet reads as on its way, never as the API's code.
      label={i18n.exists(`ui:IaasStateChip.state.${state}`) ? t(`state.${state}`) : t('state.unknown')}
      sx={tintedChipSx(tint)}
    />
  );
}
