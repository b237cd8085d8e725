import EraserIcon from '@mui/icons-material/BackspaceOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValueFormatter } from '../format/useValueFormatter';
import type { FilterCardModel, FilterCondition, FilterField } from '../model/filterCard';
import { AdvancedFilterEditor } from './AdvancedFilterEditor';
import { BasicFilterEditor } from './BasicFilterEditor';
import { NativeSelect } from './editorFields';
import { filterKindsFor, type EditableFilterKind } from './filterKinds';
import { filterSummary } from './filterSummary';
import { RelativeDateFilterEditor } from './RelativeDateFilterEditor';
import { TopNFilterEditor } from './TopNFilterEditor';

export interface FilterCardProps {
  card: FilterCardModel;
  valueFields: readonly FilterField[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (condition: FilterCondition) => void;
  onClear: () => void;
}

/**
 * One filter of the pane: the field and its summary ('é São Paulo ou Rio de Janeiro') on a button that
 * opens the editor; 'Limpar filtro' beside it, or a lock when the filter is locked (read-only).
 */
export function FilterCard({ card, valueFields, open, onOpenChange, onChange, onClear }: FilterCardProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'FilterPane' });
  const formatter = useValueFormatter();
  const bodyId = useId();
  const kinds = filterKindsFor(card.field.format);
  const [kind, setKind] = useState<EditableFilterKind>(
    card.condition.kind === 'all' ? 'basic' : card.condition.kind,
  );
  const summary = filterSummary(card, t, formatter);
  const locked = card.locked === true;
  const active = card.condition.kind !== 'all';
  // An editor starts again from the filter whenever the filter changes (applied here or by the host).
  const editorKey = `${kind}|${JSON.stringify(card.condition)}`;
  const editorProps = { card, onChange, disabled: locked };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: active ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <ButtonBase
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => onOpenChange(!open)}
          sx={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            alignItems: 'flex-start',
            textAlign: 'left',
            gap: 0.5,
            px: 1,
            py: 0.75,
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <ExpandMore
            fontSize="small"
            sx={{
              mt: 0.25,
              color: 'text.secondary',
              transform: open ? 'rotate(180deg)' : 'none',
              transition: 'transform 150ms',
            }}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {card.field.label}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
            >
              {summary}
            </Typography>
          </Box>
        </ButtonBase>
        {locked ? (
          <Tooltip title={t('locked')}>
            <LockOutlined titleAccess={t('locked')} fontSize="small" sx={{ m: 1, color: 'text.secondary' }} />
          </Tooltip>
        ) : (
          active && (
            <Tooltip title={t('clear')}>
              <IconButton
                size="small"
                aria-label={t('clearField', { field: card.field.label })}
                onClick={onClear}
                sx={{ m: 0.5 }}
              >
                <EraserIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )
        )}
      </Box>
      <Collapse in={open} id={bodyId} unmountOnExit>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, px: 1, pb: 1.5, pt: 0.5 }}>
          <NativeSelect
            label={t('filterType')}
            value={kind}
            disabled={locked}
            onChange={(value) => setKind(value as EditableFilterKind)}
            options={kinds.map((value) => ({ value, label: t(`kind.${value}`) }))}
          />
          {kind === 'basic' && <BasicFilterEditor key={editorKey} {...editorProps} />}
          {kind === 'advanced' && <AdvancedFilterEditor key={editorKey} {...editorProps} />}
          {kind === 'topN' && <TopNFilterEditor key={editorKey} {...editorProps} valueFields={valueFields} />}
          {kind === 'relativeDate' && <RelativeDateFilterEditor key={editorKey} {...editorProps} />}
        </Box>
      </Collapse>
    </Box>
  );
}
