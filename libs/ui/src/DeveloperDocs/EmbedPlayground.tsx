import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../internal/EmptyState';
import { RetryAlert } from '../internal/RetryAlert';
import { CodeBlock } from './CodeBlock';
import {
  EMBED_PAGE_VIEWS,
  type EmbedPageView,
  type EmbedPlaygroundEvent,
  type EmbedPlaygroundItem,
  type EmbedPlaygroundLoadState,
  type EmbedPlaygroundSettings,
} from './embedPlaygroundTypes';

export interface EmbedPlaygroundProps {
  /** The items' load. */
  state: EmbedPlaygroundLoadState;
  onRetry?: () => void;
  items: readonly EmbedPlaygroundItem[];
  selectedId?: string;
  onSelect: (id: string) => void;
  settings: EmbedPlaygroundSettings;
  onSettingsChange: (settings: EmbedPlaygroundSettings) => void;
  /** The embed code for the selected item and settings (none before a pick). */
  snippet?: string;
  onCopy: (code: string) => void;
  /** The Insights list, where items are shared (the empty state's way forward). */
  insightsHref: string;
  /** The live embed (the SDK's frame), drawn by the caller. */
  frame?: ReactNode;
  /** The SDK's error text, when the embed failed. */
  frameError?: string;
  /** The events the live embed fired, oldest first. */
  events: readonly EmbedPlaygroundEvent[];
  onClearEvents: () => void;
}

/** Live frame height: a report page's 16:9 at the content's width, and enough of a dashboard. */
const FRAME_HEIGHT = { xs: 360, md: 560 };

function Picker(props: Pick<EmbedPlaygroundProps, 'items' | 'selectedId' | 'onSelect'>) {
  const { items, selectedId, onSelect } = props;
  const { t } = useTranslation('ui', { keyPrefix: 'EmbedPlayground' });
  const groups = [...new Set(items.map((item) => item.group))];
  return (
    <TextField
      select
      label={t('item')}
      helperText={t('itemHint')}
      value={selectedId ?? ''}
      onChange={(event) => onSelect(event.target.value)}
      sx={{ minWidth: { sm: 360 } }}
    >
      {groups.flatMap((group) => [
        <ListSubheader key={`group:${group}`}>{group || t('ungrouped')}</ListSubheader>,
        ...items
          .filter((item) => item.group === group)
          .map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {`${item.name} (${t(`kind.${item.kind}`)})`}
            </MenuItem>
          )),
      ])}
    </TextField>
  );
}

function SettingsPanel(props: {
  kind: EmbedPlaygroundItem['kind'];
  settings: EmbedPlaygroundSettings;
  onChange: (settings: EmbedPlaygroundSettings) => void;
}) {
  const { kind, settings, onChange } = props;
  const { t } = useTranslation('ui', { keyPrefix: 'EmbedPlayground' });
  const toggle = (key: 'filterPane' | 'navPane' | 'transparentBackground') => (
    <FormControlLabel
      control={
        <Switch
          checked={settings[key]}
          onChange={(event) => onChange({ ...settings, [key]: event.target.checked })}
        />
      }
      label={t(key)}
    />
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('settings')}
      </Typography>
      {kind === 'report' ? (
        <>
          {toggle('filterPane')}
          {toggle('navPane')}
          {toggle('transparentBackground')}
        </>
      ) : (
        <TextField
          select
          size="small"
          label={t('pageView')}
          value={settings.pageView}
          onChange={(event) => onChange({ ...settings, pageView: event.target.value as EmbedPageView })}
          sx={{ minWidth: 200 }}
        >
          {EMBED_PAGE_VIEWS.map((view) => (
            <MenuItem key={view} value={view}>
              {t(`pageViews.${view}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}

function EventLog({ events, onClear }: { events: readonly EmbedPlaygroundEvent[]; onClear: () => void }) {
  const { t } = useTranslation('ui', { keyPrefix: 'EmbedPlayground' });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="embed-events-title" sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="embed-events-title" variant="subtitle2" component="h3">
          {t('events')}
        </Typography>
        <Button size="small" onClick={onClear} disabled={events.length === 0}>
          {t('clearEvents')}
        </Button>
      </Box>
      <Box
        role="log"
        tabIndex={0}
        aria-labelledby="embed-events-title"
        sx={{ maxHeight: 200, overflowY: 'auto' }}
      >
        {events.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
            {t('noEvents')}
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, fontFamily: 'monospace' }}>
            {events.map((event) => (
              <Box
                component="li"
                key={event.id}
                sx={{ fontSize: '0.8125rem', overflowWrap: 'anywhere', py: 0.25 }}
              >
                <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                  {event.time}
                </Box>
                <Box component="strong" sx={{ color: event.name === 'error' ? 'error.main' : undefined }}>
                  {event.name}
                </Box>
                {event.detail ? ` — ${event.detail}` : null}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}

/**
 * The embed playground (issue 31, /develop/docs/playground): pick a dashboard or report, toggle its settings,
 * copy its @nuvem/embed code (the token a placeholder) and watch the same embed run live with its events.
 */
export function EmbedPlayground(props: EmbedPlaygroundProps) {
  const { state, onRetry, items, selectedId, snippet, onCopy, frame, frameError, events } = props;
  const { t } = useTranslation('ui', { keyPrefix: 'EmbedPlayground' });
  const selected = items.find((item) => item.id === selectedId);
  const header = (
    <Box>
      <Typography variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('intro')}
      </Typography>
    </Box>
  );
  if (state.status === 'loading')
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {header}
        <Box role="status" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={56} sx={{ maxWidth: 360, mb: 2 }} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      </Box>
    );
  if (state.status === 'error')
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {header}
        <RetryAlert title={t('loadFailed')} onRetry={onRetry}>
          {state.message}
        </RetryAlert>
      </Box>
    );
  if (items.length === 0)
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {header}
        <EmptyState title={t('empty')} hint={t('emptyHint')}>
          <Button variant="outlined" href={props.insightsHref} sx={{ mt: 2 }}>
            {t('openInsights')}
          </Button>
        </EmptyState>
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {header}
      <Picker items={items} selectedId={selectedId} onSelect={props.onSelect} />
      {selected ? (
        <>
          <SettingsPanel kind={selected.kind} settings={props.settings} onChange={props.onSettingsChange} />
          <Box component="section" aria-labelledby="embed-code-title">
            <Typography id="embed-code-title" variant="subtitle2" component="h3">
              {t('code')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('codeHint')}
            </Typography>
            {snippet ? <CodeBlock code={snippet} label={t('codeLabel')} onCopy={onCopy} /> : null}
          </Box>
          <Box
            component="section"
            aria-labelledby="embed-live-title"
            sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            <Typography id="embed-live-title" variant="subtitle2" component="h3">
              {t('live')}
            </Typography>
            {frameError ? (
              <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
                <AlertTitle>{t('frameError')}</AlertTitle>
                {frameError}
              </Alert>
            ) : null}
            <Box
              role="region"
              aria-label={t('liveFrame', { name: selected.name })}
              sx={{
                height: FRAME_HEIGHT,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                overflow: 'hidden',
              }}
            >
              {frame}
            </Box>
            <EventLog events={events} onClear={props.onClearEvents} />
          </Box>
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('pickFirst')}
        </Typography>
      )}
    </Box>
  );
}
