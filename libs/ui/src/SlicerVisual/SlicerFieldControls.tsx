import EraserIcon from '@mui/icons-material/BackspaceOutlined';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface SlicerSummaryButtonProps {
  /** The choice in words ('Todos', '2 selecionados', '01/11/24 – 23/11/26'). */
  summary: string;
  summaryId: string;
  /** The field's legend, read before the summary. */
  titleId: string;
  /** The dialog it opens, and whether it is open. */
  dialogId: string;
  open: boolean;
  onOpen: () => void;
  /** Digits of equal width (dates), so the summary does not jitter as it changes. */
  tabularNumbers?: boolean;
}

/**
 * A compact slicer's summary inside its field: a button that opens the slicer's dialog on click, ArrowDown
 * or Alt+ArrowUp (a combobox's keys), its arrow turned while the dialog is open.
 */
export function SlicerSummaryButton({
  summary,
  summaryId,
  titleId,
  dialogId,
  open,
  onOpen,
  tabularNumbers = false,
}: SlicerSummaryButtonProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || (event.key === 'ArrowUp' && event.altKey)) {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <ButtonBase
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? dialogId : undefined}
      aria-labelledby={`${titleId} ${summaryId}`}
      onClick={onOpen}
      onKeyDown={onKeyDown}
      sx={{
        flex: '1 1 auto',
        minWidth: 0,
        alignSelf: 'stretch',
        justifyContent: 'space-between',
        gap: 0.5,
        typography: 'body2',
        textAlign: 'left',
        borderRadius: 0.5,
        fontVariantNumeric: tabularNumbers ? 'tabular-nums' : undefined,
      }}
    >
      <Box
        component="span"
        id={summaryId}
        title={summary}
        sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {summary}
      </Box>
      <ArrowDropDown
        fontSize="small"
        sx={{ flex: 'none', color: 'action.active', transform: open ? 'rotate(180deg)' : undefined }}
      />
    </ButtonBase>
  );
}

/** 'Limpar seleções' inside a compact slicer's field. */
export function SlicerClearButton({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('ui', { keyPrefix: 'SlicerVisual' });
  return (
    <Tooltip title={t('clear')}>
      <IconButton size="small" aria-label={t('clear')} onClick={onClear} sx={{ flex: 'none', p: 0.5 }}>
        <EraserIcon sx={{ fontSize: 16 }} />
      </IconButton>
    </Tooltip>
  );
}
