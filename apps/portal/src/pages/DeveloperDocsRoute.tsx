import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ApiReferenceContainer, EmbedPlaygroundContainer } from '@nuvem/features';
import { DeveloperDocsTabs, EmbedSdkGuide, PageHeader, type DeveloperDocsSection } from '@nuvem/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { loadAnalyticsMessages } from '../i18n/portalLanguages';
import { RouteLoading } from '../routes/RouteLoading';
import { useRouteTitle } from '../routes/useRouteTitle';
import { useUrlQuery } from './useUrlQuery';

const DOCS_PATH = '/develop/docs';
/** Each section at its own address (the playground reachable from Documentação da API, as the menu has no entry). */
const SECTION_HREFS: Record<DeveloperDocsSection, string> = {
  reference: DOCS_PATH,
  sdk: `${DOCS_PATH}/sdk`,
  playground: `${DOCS_PATH}/playground`,
};
const TOKENS_HREF = '/develop/projects';
const INSIGHTS_HREF = '/insights';

const browserCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * /develop/docs ('Documentação da API', Estúdio do desenvolvedor; issue 31), behind developer: the API
 * reference (its search in the address, `?q=`), the embedding SDK's guide (/develop/docs/sdk) and the embed
 * playground (/develop/docs/playground). Their strings are the ui's lazily loaded part (with the analytics
 * components'): a loading bar shows meanwhile.
 */
export default function DeveloperDocsRoute() {
  const { i18n } = useTranslation('portal');
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
      <Route
        index
        element={
          <Section current="reference">
            <Reference />
          </Section>
        }
      />
      <Route
        path="sdk"
        element={
          <Section current="sdk">
            <EmbedSdkGuide
              playgroundHref={SECTION_HREFS.playground}
              onCopy={(code) => void browserCopy(code)}
            />
          </Section>
        }
      />
      <Route
        path="playground"
        element={
          <Section current="playground">
            <Playground />
          </Section>
        }
      />
      <Route path="*" element={<Navigate to={DOCS_PATH} replace />} />
    </Routes>
  );
}

function Section({ current, children }: { current: DeveloperDocsSection; children: ReactNode }) {
  // Every section is the menu entry's page: titled as Documentação da API.
  const { title, trail } = useRouteTitle('developerDocs', DOCS_PATH);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200 }}>
      <PageHeader title={title} trail={trail} />
      <DeveloperDocsTabs current={current} hrefs={SECTION_HREFS} />
      {children}
    </Box>
  );
}

function Reference() {
  const [query, onQueryChange] = useUrlQuery('q');
  return <ApiReferenceContainer query={query} onQueryChange={onQueryChange} tokenHref={TOKENS_HREF} />;
}

function Playground() {
  const theme = useTheme();
  return <EmbedPlaygroundContainer insightsHref={INSIGHTS_HREF} colorScheme={theme.palette.mode} />;
}

// Drawn only inside the signed-in shell: bundled with it (shell/signedInShell.ts).
export { signedInShell } from '../shell/signedInShell';
