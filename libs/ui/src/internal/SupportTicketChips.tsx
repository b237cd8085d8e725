import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PriorityHighOutlined from '@mui/icons-material/PriorityHighOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportTicketSeverity, SupportTicketStatus } from '../model/supportTicket';
import { tintedChipSx, type ChipTint } from './tintedChip';

const STATUS: Record<SupportTicketStatus, { icon: ReactElement; tint: ChipTint }> = {
  // A badge without words: the English 'NEW' of FiberNew sat beside 'Novo' (issue 33).
  new: { icon: <NewReleasesOutlined />, tint: 'info' },
  open: { icon: <SupportAgentOutlined />, tint: 'primary' },
  // Waiting for the customer: what they should act on stands out.
  pending: { icon: <HourglassEmptyOutlined />, tint: 'warning' },
  on_hold: { icon: <PauseCircleOutlined />, tint: 'default' },
  solved: { icon: <CheckCircleOutlined />, tint: 'success' },
  closed: { icon: <LockOutlined />, tint: 'default' },
};

const SEVERITY: Record<SupportTicketSeverity, { icon: ReactElement; tint: ChipTint }> = {
  low: { icon: <ArrowDownwardOutlined />, tint: 'default' },
  normal: { icon: <RemoveOutlined />, tint: 'info' },
  high: { icon: <ArrowUpwardOutlined />, tint: 'warning' },
  urgent: { icon: <PriorityHighOutlined />, tint: 'error' },
};

/** A ticket's status as a tinted chip with its name (the colour is never the only cue). */
export function TicketStatusChip({ status }: { status: SupportTicketStatus }) {
  const { t } = useTranslation('ui', { keyPrefix: 'SupportTicketLabels' });
  const { icon, tint } = STATUS[status];
  return (
    <Chip
      size="small"
      icon={icon}
      label={t(`status.${status}`)}
      data-status={status}
      sx={tintedChipSx(tint)}
    />
  );
}

/** A ticket's severity as an outlined tinted chip with its name. */
export function TicketSeverityChip({ severity }: { severity: SupportTicketSeverity }) {
  const { t } = useTranslation('ui', { keyPrefix: 'SupportTicketLabels' });
  const { icon, tint } = SEVERITY[severity];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={icon}
      label={t(`severity.${severity}`)}
      data-severity={severity}
      sx={tintedChipSx(tint)}
    />
  );
}
