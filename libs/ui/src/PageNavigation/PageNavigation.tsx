import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { ReportPageTab } from '../model/reportPage';

export interface PageNavigationProps {
  /** The report's pages in order; hidden ones (HiddenInViewMode) are not listed. */
  pages: readonly ReportPageTab[];
  /** The name of the page shown. */
  activePage: string;
  /** The viewer picked a page (click, or Enter/Space on a focused tab): its name. */
  onSelect: (pageName: string) => void;
  /** Tabs along the bottom (Power BI's default) or down the left side. */
  position?: 'bottom' | 'left';
  /** The tab list's accessible name; 'Páginas do relatório' when omitted. */
  label?: string;
  /** Given (edit mode): a 'Nova página' button after the tabs. */
  onAdd?: () => void;
}

/**
 * The report's pages as tabs. Keyboard: the active tab is the tab stop; arrows move between tabs
 * (Home/End to the ends), Enter or Space opens the focused page. Many pages scroll, with arrows.
 */
export function PageNavigation({
  pages,
  activePage,
  onSelect,
  position = 'bottom',
  label,
  onAdd,
}: PageNavigationProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'PageNavigation' });
  const visible = pages.filter((page) => !page.hidden);
  const vertical = position === 'left';
  const value = visible.some((page) => page.name === activePage) ? activePage : false;
  const tabs = (
    <Tabs
      value={value}
      onChange={(_, name: string) => onSelect(name)}
      orientation={vertical ? 'vertical' : 'horizontal'}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={label ?? t('label')}
      slotProps={{
        // Along the bottom the marker sits on the tab's top edge, where the page meets the tabs.
        indicator: { sx: vertical ? { left: 0, right: 'auto' } : { top: 0, bottom: 'auto' } },
      }}
      sx={{
        bgcolor: 'background.paper',
        minHeight: 40,
        height: vertical ? '100%' : undefined,
        width: vertical ? 200 : '100%',
        ...(vertical ? { borderRight: 1 } : { borderTop: 1 }),
        borderColor: 'divider',
      }}
    >
      {visible.map((page) => (
        <Tab
          key={page.name}
          value={page.name}
          label={page.displayName}
          title={page.displayName.length > 32 ? page.displayName : undefined}
          sx={{
            minHeight: 40,
            maxWidth: vertical ? 'none' : 240,
            px: 2,
            textTransform: 'none',
            alignItems: vertical ? 'flex-start' : 'center',
            textAlign: vertical ? 'left' : 'center',
            '& .MuiTab-wrapped, &': {
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              display: 'block',
            },
            lineHeight: '40px',
            py: 0,
          }}
        />
      ))}
    </Tabs>
  );
  if (!onAdd) return tabs;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        alignItems: vertical ? 'stretch' : 'center',
        bgcolor: 'background.paper',
        height: vertical ? '100%' : undefined,
        '& > .MuiTabs-root': { flex: vertical ? 1 : '0 1 auto', minWidth: 0 },
      }}
    >
      {tabs}
      <Tooltip title={t('add')}>
        <IconButton aria-label={t('add')} onClick={onAdd} size="small" sx={{ mx: 1, my: vertical ? 1 : 0 }}>
          <AddIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
