import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PipelineStatus } from '../model/pipeline';
import { tintedChipSx } from '../internal/tintedChip';
import { pipelineStatusColorOf } from './pipelineStatus';

const ICON_OF: Record<PipelineStatus, ReactElement> = {
  QUEUED: <ScheduleOutlined />,
  RUNNING: <SyncOutlined />,
  SUCCESS: <CheckCircleOutlined />,
  FAILED: <ErrorOutlineOutlined />,
  USER_FAILED: <PersonOffOutlined />,
};

/** A pipeline status as a coloured chip with its translated name (the colour is never the only cue). */
export function PipelineStatusChip({ status }: { status: PipelineStatus }) {
  const { t } = useTranslation('ui', { keyPrefix: 'PipelineList' });
  return (
    <Chip
      size="small"
      icon={ICON_OF[status]}
      label={t(`status.${status}`)}
      data-status={status}
      sx={tintedChipSx(pipelineStatusColorOf(status))}
    />
  );
}
