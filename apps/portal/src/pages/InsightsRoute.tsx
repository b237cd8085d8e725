import { useTheme } from '@mui/material/styles';
import {
  InsightCreateContainer,
  InsightEmbedContainer,
  InsightsContainer,
  type InsightTarget,
  type NewReportChoice,
} from '@nuvem/features';
import type { Insight } from '@nuvem/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { loadAnalyticsMessages } from '../i18n/portalLanguages';
import { RouteLoading } from '../routes/RouteLoading';
import { useDocumentTitle } from '../routes/useDocumentTitle';
import { useUrlQuery } from './useUrlQuery';
import { insightPath, INSIGHTS_PATH, newReportPath, type InsightsLocationState } from './insightPaths';

/**
 * /insights (spec §2.5): the list, with its search in the URL (`?q=`), and each insight at its own address
 * (/insights/:dashboardId, /insights/bi/:itemId), so a view can be shared, reloaded and left with the
 * browser's back button.
 */
export default function InsightsRoute() {
  const { t, i18n } = useTranslation('portal');
  useDocumentTitle(t('titles.insights'));
  // The report components' strings come with this page (a loading bar shows meanwhile).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void loadAnalyticsMessages(i18n).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [i18n]);
  if (!ready) return <RouteLoading />;
  return (
    <Routes>
      <Route index element={<InsightsList />} />
      <Route path="bi/new" element={<NewReport />} />
      <Route path="bi/:id" element={<InsightEmbed source="bi" />} />
      <Route path="bi" element={<InsightEmbed source="bi" />} />
      <Route path=":id" element={<InsightEmbed source="insights" />} />
    </Routes>
  );
}

function InsightsList() {
  // Typing replaces the entry: back leaves the screen, not one letter.
  const [query, onQueryChange] = useUrlQuery('q');
  const navigate = useNavigate();
  const onOpen = useCallback(
    (insight: Insight) => {
      const state: InsightsLocationState = { fromList: true };
      navigate(insightPath(insight), { state });
    },
    [navigate],
  );
  const onCreateReport = useCallback(
    (choice: NewReportChoice) => {
      const state: InsightsLocationState = {
        fromList: true,
        ...('file' in choice ? { quickReport: choice.file } : {}),
      };
      navigate(newReportPath(choice), { state });
    },
    [navigate],
  );
  return (
    <InsightsContainer
      query={query}
      onQueryChange={onQueryChange}
      onOpen={onOpen}
      onCreateReport={onCreateReport}
    />
  );
}

/** /insights/bi/new?workspace=…&dataset=…: the report editor; once saved, the report at its own address. */
function NewReport() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const theme = useTheme();
  const locationState = location.state as InsightsLocationState | null;
  const fromList = locationState?.fromList === true;
  const onBack = useCallback(() => (fromList ? navigate(-1) : navigate(INSIGHTS_PATH)), [fromList, navigate]);
  const workspaceId = params.get('workspace') ?? '';
  const quickReport = params.get('source') === 'file' ? locationState?.quickReport : undefined;
  const choice: NewReportChoice = quickReport
    ? { workspaceId, file: quickReport }
    : { workspaceId, datasetId: params.get('dataset') ?? '' };
  // The saved report replaces the editor in the history: back leads to the list, not to an empty editor.
  const onSaved = useCallback(
    (reportId: string) =>
      navigate(insightPath({ id: reportId, kind: 'biReport' }), { replace: true, state: location.state }),
    [navigate, location.state],
  );
  return (
    <InsightCreateContainer
      key={`${workspaceId}:${'file' in choice ? choice.file.fileName : choice.datasetId}`}
      choice={choice}
      fileMissing={params.get('source') === 'file' && !quickReport}
      onBack={onBack}
      colorScheme={theme.palette.mode}
      onSaved={onSaved}
    />
  );
}

function InsightEmbed({ source }: { source: InsightTarget['source'] }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const theme = useTheme();
  const fromList = (location.state as InsightsLocationState | null)?.fromList === true;
  // 'Voltar' returns to the list as it was (its search and scroll) when the user came from it.
  const onBack = useCallback(() => (fromList ? navigate(-1) : navigate(INSIGHTS_PATH)), [fromList, navigate]);
  // A card low in the list leaves the page scrolled: the opened content starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  const target = id?.trim() ? { source, id } : undefined;
  return (
    <InsightEmbedContainer
      key={`${source}:${id ?? ''}`}
      target={target}
      onBack={onBack}
      colorScheme={theme.palette.mode}
      onRendered={markRendered}
    />
  );
}

/**
 * A User Timing mark each time embedded content has drawn, for the browser's performance tools and real-user
 * monitoring (tests/bench/insights reads it).
 */
const INSIGHT_RENDERED_MARK = 'nuvem:insight-rendered';
const markRendered = () => void performance.mark(INSIGHT_RENDERED_MARK);

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
