import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createNuvemTheme, VisualFormatProvider } from '@nuvem/ui';
import { lazy, Suspense, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Frame } from '../frame/startFrame';
import { FrameMessage } from './FrameMessage';
import { useStore } from './useStore';

// The views (and the charts, tables and panes under them) are chunks of their own, fetched as soon as the
// path names one: beside the origin check and the host's load, not after them. A 404 page never loads them.
const loadReportView = () => import('./ReportView').then((module) => ({ default: module.ReportView }));
const loadDashboardView = () =>
  import('./DashboardView').then((module) => ({ default: module.DashboardView }));
const loadQnaView = () => import('./QnaView').then((module) => ({ default: module.QnaView }));
const ReportView = lazy(loadReportView);
const DashboardView = lazy(loadDashboardView);
const QnaView = lazy(loadQnaView);
const loadPaginatedView = () =>
  import('./PaginatedView').then((module) => ({ default: module.PaginatedView }));
const PaginatedView = lazy(loadPaginatedView);

/** Starts fetching the view of the frame's route (the promise is cached by the module loader). */
export function prefetchView(route: Frame['route']): void {
  if (route === 'report') void loadReportView();
  else if (route === 'dashboard' || route === 'tile') void loadDashboardView();
  else if (route === 'qna') void loadQnaView();
  else if (route === 'paginated') void loadPaginatedView();
}

/**
 * The frame's page: providers (language, theme in the host's colour scheme, value formats), then what its
 * path and parent allow.
 */
export function FrameApp({ frame }: { frame: Frame }) {
  const theme = useMemo(() => createNuvemTheme({ mode: frame.colorScheme }), [frame.colorScheme]);
  return (
    <I18nextProvider i18n={frame.i18n}>
      <ThemeProvider theme={theme}>
        {/* color-scheme on the page too: scrollbars, the date inputs' pickers and the frame's backdrop. */}
        <CssBaseline enableColorScheme />
        <VisualFormatProvider locale={frame.formatLocale}>
          <FrameContent frame={frame} />
        </VisualFormatProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

function FrameContent({ frame }: { frame: Frame }) {
  const { t } = useTranslation('analytics');
  const access = useStore(frame.access);
  if (frame.route === 'home') return <FrameMessage title={t('home.title')} body={t('home.body')} />;
  if (frame.route === 'notFound')
    return <FrameMessage title={t('notFound.title')} body={t('notFound.body')} />;
  if (access === 'checking') return <FrameMessage title={t('loading')} busy />;
  if (access !== 'allowed' || !frame.content)
    return (
      <FrameMessage
        title={t('blocked.title')}
        body={access === 'unavailable' ? t('blocked.unavailable') : t('blocked.body')}
      />
    );
  return (
    <Suspense fallback={<FrameMessage title={t('loading')} busy />}>
      {frame.content.route === 'report' ? (
        <ReportView embed={frame.content.embed} paint={frame.paint} />
      ) : frame.content.route === 'paginated' ? (
        <PaginatedView embed={frame.content.embed} paint={frame.paint} />
      ) : frame.content.route === 'qna' ? (
        <QnaView embed={frame.content.embed} paint={frame.paint} />
      ) : (
        <DashboardView embed={frame.content.embed} paint={frame.paint} />
      )}
    </Suspense>
  );
}
