import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PipelineAction } from '../model/pipeline';
import { PipelineList } from '../PipelineList/PipelineList';
import { RIGHT_SIDEBAR_WIDTH } from './rightSidebarLayout';

type SidebarTab = 'client' | 'all';

export interface RightSidebarProps {
  /** Whether the sidebar is shown. Closing it resets the pipeline warning counter upstream (spec §4). */
  open: boolean;
  /** Called by the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  /** Id of the sidebar, for the opening button's aria-controls. */
  id?: string;
  /** Actions of the current environment, for the 'Ações' tab (client mode). */
  clientActions: readonly PipelineAction[];
  clientLoading?: boolean;
  /** The client list could not be loaded. */
  clientError?: boolean;
  onRetryClient?: () => void;
  /** Shows the second tab, with the actions of every environment (the list_pipelines_admin feature, spec §2.8). */
  showAllActions?: boolean;
  /** The provider's name: the second tab's label ('Todas as ações' when empty, so the tab is never nameless). */
  providerName?: string;
  /** Actions of all environments, for the second tab (general mode). */
  allActions?: readonly PipelineAction[];
  allLoading?: boolean;
  /** The list of all actions could not be loaded. */
  allError?: boolean;
  onRetryAll?: () => void;
  /** Time zone of the start times (IANA name); the browser's by default. Stories pin it. */
  timeZone?: string;
}

/** The right sidebar (portal spec §2.8): the latest actions of this environment and, for admins, of all. */
export function RightSidebar({
  open,
  onClose,
  id,
  clientActions,
  clientLoading,
  clientError,
  onRetryClient,
  showAllActions = false,
  providerName = '',
  allActions = [],
  allLoading,
  allError,
  onRetryAll,
  timeZone,
}: RightSidebarProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'RightSidebar' });
  const baseId = useId();
  const [chosen, setChosen] = useState<SidebarTab>('client');
  // The second tab vanishes with the feature; fall back to the first rather than show an empty panel.
  const tab: SidebarTab = showAllActions ? chosen : 'client';
  const tabId = (value: SidebarTab) => `${baseId}-tab-${value}`;
  const panelId = (value: SidebarTab) => `${baseId}-panel-${value}`;
  const headingId = (value: SidebarTab) => `${baseId}-heading-${value}`;

  const panel = (value: SidebarTab, content: ReactNode) => (
    <Box
      role="tabpanel"
      id={panelId(value)}
      aria-labelledby={tabId(value)}
      hidden={tab !== value}
      // Focusable so keyboard users can scroll a long list (WAI-ARIA tabs pattern).
      tabIndex={0}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
    >
      {tab === value ? content : null}
    </Box>
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-label': t('label'),
          sx: { width: { xs: '100%', sm: RIGHT_SIDEBAR_WIDTH }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider', pr: 1 }}>
        <Tabs
          value={tab}
          onChange={(_, value: SidebarTab) => setChosen(value)}
          aria-label={t('tabs')}
          variant="scrollable"
          scrollButtons={false}
          sx={{ flex: 1, minWidth: 0 }}
        >
          <Tab value="client" label={t('clientTab')} id={tabId('client')} aria-controls={panelId('client')} />
          {showAllActions ? (
            <Tab
              value="all"
              label={providerName || t('allTitle')}
              id={tabId('all')}
              aria-controls={panelId('all')}
            />
          ) : null}
        </Tabs>
        {/* On a phone, where the sidebar fills the screen, a touch-sized close button. */}
        <IconButton
          aria-label={t('close')}
          onClick={onClose}
          edge="end"
          sx={{ width: { xs: 48, sm: 40 }, height: { xs: 48, sm: 40 } }}
        >
          <CloseIcon />
        </IconButton>
      </Stack>
      {panel(
        'client',
        <>
          <Typography
            id={headingId('client')}
            variant="subtitle1"
            component="h2"
            sx={{ px: 2, pt: 2, pb: 1 }}
          >
            {t('clientTitle')}
          </Typography>
          <PipelineList
            mode="client"
            actions={clientActions}
            loading={clientLoading}
            error={clientError}
            onRetry={onRetryClient}
            aria-labelledby={headingId('client')}
            timeZone={timeZone}
          />
        </>,
      )}
      {showAllActions
        ? panel(
            'all',
            <>
              <Box sx={{ px: 2, pt: 2, pb: 1 }}>
                <Typography id={headingId('all')} variant="subtitle1" component="h2">
                  {t('allTitle')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('allSubtitle')}
                </Typography>
              </Box>
              <PipelineList
                mode="general"
                actions={allActions}
                loading={allLoading}
                error={allError}
                onRetry={onRetryAll}
                aria-labelledby={headingId('all')}
                timeZone={timeZone}
              />
            </>,
          )
        : null}
    </Drawer>
  );
}
