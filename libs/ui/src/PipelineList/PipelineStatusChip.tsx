import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PipelineStatus } from '../model/pipeline';
import { pipelineStatusColorOf } from './pipelineStatus';

const ICON_OF: Record<PipelineStatus, ReactElement> = {
  QUEUED: <ScheduleOutlined />,
  RUNNING: <SyncOutlined />,
  SUCCESS: <CheckCircleOutlined />,
  FAILED: <ErrorOutlineOutlined />,
  USER_FAILED: <PersonOffOutlined />,
};

/**
 * Tinted like MUI's standard Alert (dark text on a pale tint, or the reverse in dark mode): the filled
 * palette colours do not reach 4.5:1 with white text for every status.
 */
function tintOf(status: PipelineStatus): SxProps<Theme> {
  const color = pipelineStatusColorOf(status);
  if (color === 'default') return {};
  return (theme) => {
    const light = theme.palette.mode === 'light';
    const base = theme.palette[color].light;
    const fg = light ? theme.darken(base, 0.6) : theme.lighten(base, 0.6);
    return {
      color: fg,
      bgcolor: light ? theme.lighten(base, 0.9) : theme.darken(base, 0.9),
      '& .MuiChip-icon': { color: fg },
    };
  };
}

/** A pipeline status as a coloured chip with its translated name (the colour is never the only cue). */
export function PipelineStatusChip({ status }: { status: PipelineStatus }) {
  const { t } = useTranslation('ui', { keyPrefix: 'PipelineList' });
  return (
    <Chip
      size="small"
      icon={ICON_OF[status]}
      label={t(`status.${status}`)}
      data-status={status}
      sx={tintOf(status)}
    />
  );
}
