import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foldForSearch } from '../internal/valueSelection';
import type { FilterCardModel, FilterCondition, FilterField, FilterLevel } from '../model/filterCard';
import { FilterCard } from './FilterCard';

const LEVELS: readonly FilterLevel[] = ['visual', 'page', 'report'];
const NO_FIELDS: readonly FilterField[] = [];
/** Power BI's pane width, open and collapsed. */
const PANE_WIDTH = 280;
const COLLAPSED_WIDTH = 40;

export interface FilterPaneProps {
  /**
   * The report's filters, as cards: visual-level ones (of the selected visual), page-level, report-level.
   * Hidden ones (displaySettings.isHiddenInViewMode) are not shown; locked ones are read-only.
   */
  filters: readonly FilterCardModel[];
  /** The fields Top N may rank by ('Por valor'): the dataset's measures. */
  valueFields?: readonly FilterField[];
  /** The pane is open; collapsed it is a narrow strip with the button that opens it. */
  expanded?: boolean;
  /** The viewer opened or collapsed the pane. */
  onToggle?: (expanded: boolean) => void;
  /** A filter was edited: its id and what it now keeps (applied as checked, or with 'Aplicar filtro'). */
  onChange: (filterId: string, condition: FilterCondition) => void;
  /** 'Limpar filtro' on a card. */
  onClear: (filterId: string) => void;
  /** Cards shown open at first. */
  defaultOpenIds?: readonly string[];
}

/**
 * Power BI's filter pane: the report's filters grouped as 'Filtros neste visual', 'Filtros nesta página' and
 * 'Filtros em todas as páginas', each a card with its summary that opens to edit it (basic, advanced, top N,
 * relative date). A search box narrows the cards by field name. It can be collapsed to a strip.
 */
export function FilterPane({
  filters,
  valueFields = NO_FIELDS,
  expanded = true,
  onToggle,
  onChange,
  onClear,
  defaultOpenIds = [],
}: FilterPaneProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'FilterPane' });
  const contentId = useId();
  const titleId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpenIds));
  const visible = filters.filter((card) => !card.hidden);
  const folded = foldForSearch(query.trim());
  const matching = folded
    ? visible.filter((card) => foldForSearch(card.field.label).includes(folded))
    : visible;

  if (!expanded)
    return (
      <Box
        component="aside"
        aria-label={t('title')}
        sx={{
          width: COLLAPSED_WIDTH,
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          py: 1,
          bgcolor: 'background.paper',
          borderLeft: 1,
          borderColor: 'divider',
        }}
      >
        <Tooltip title={t('expand')} placement="left">
          <IconButton
            size="small"
            aria-label={t('expand')}
            aria-expanded={false}
            onClick={() => onToggle?.(true)}
          >
            <KeyboardDoubleArrowLeft fontSize="small" />
          </IconButton>
        </Tooltip>
        <Typography
          variant="body2"
          aria-hidden
          sx={{ writingMode: 'vertical-rl', fontWeight: 600, cursor: 'pointer' }}
          onClick={() => onToggle?.(true)}
        >
          {t('title')}
        </Typography>
      </Box>
    );

  const setCardOpen = (id: string, isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Box
      component="aside"
      aria-labelledby={titleId}
      sx={{
        width: PANE_WIDTH,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        borderLeft: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, pt: 1, pb: 0.5, flex: 'none' }}>
        <Typography id={titleId} variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
          {t('title')}
        </Typography>
        {onToggle && (
          <Tooltip title={t('collapse')} placement="left">
            <IconButton
              size="small"
              aria-label={t('collapse')}
              aria-expanded
              aria-controls={contentId}
              onClick={() => onToggle(false)}
            >
              <KeyboardDoubleArrowRight fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box sx={{ px: 1.5, pb: 1, flex: 'none' }}>
        <TextField
          size="small"
          fullWidth
          type="search"
          value={query}
          placeholder={t('search')}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': t('searchLabel') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ bgcolor: 'background.paper' }}
        />
      </Box>
      <Box id={contentId} sx={{ flex: '1 1 auto', minHeight: 0, overflow: 'auto', px: 1.5, pb: 1.5 }}>
        {matching.length === 0 && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {visible.length === 0 ? t('noFilters') : t('noMatches')}
          </Typography>
        )}
        {LEVELS.map((level) => {
          const cards = matching.filter((card) => card.level === level);
          if (cards.length === 0) return null;
          const headingId = `${contentId}-${level}`;
          return (
            <Box key={level} role="group" aria-labelledby={headingId} sx={{ mb: 2 }}>
              <Typography
                id={headingId}
                variant="caption"
                component="div"
                color="text.secondary"
                sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.4, mb: 0.75 }}
              >
                {t(`level.${level}`)}
              </Typography>
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                {cards.map((card) => (
                  <FilterCard
                    key={card.id}
                    card={card}
                    valueFields={valueFields}
                    open={open.has(card.id)}
                    onOpenChange={(isOpen) => setCardOpen(card.id, isOpen)}
                    onChange={(condition) => onChange(card.id, condition)}
                    onClear={() => onClear(card.id)}
                  />
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
