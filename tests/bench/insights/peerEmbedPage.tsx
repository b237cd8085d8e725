import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { BiItem, Dashboard, DashboardEmbed, EmbedToken } from '@nuvem/api-contract';
import type { Insight } from '@nuvem/ui';
import { factories, service, type IEmbedConfiguration } from 'powerbi-client';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PeerInsightsList } from './PeerInsightsList';

/**
 * The peer of the portal's Insights screen: a page on an origin of its own that lists what a user may open
 * (the stock-MUI list of PeerInsightsList) and, on a click, embeds it with powerbi-client as its
 * documentation shows: GET /dashboards/:id/embed (or the item's embedUrl and POST /bi/items/:id/token),
 * then `powerbi.embed`. Each `rendered` event leaves a User Timing mark, as the portal does.
 * `?user=` is the demo user to sign in as; `?width=` the embed's width in px (the portal's, so both draw
 * the same area).
 */
const PEER_RENDERED_MARK = 'peer:insight-rendered';
const DEMO_PASSWORD = 'nuvem-demo-2024';
const params = new URLSearchParams(location.search);
const user = params.get('user') ?? 'diego@nuvem.example';
const width = Number(params.get('width')) || undefined;
const powerbi = new service.Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory);

let accessToken = '';
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(path, {
    method,
    headers: {
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

interface Listing {
  insights: Insight[];
  biItems: BiItem[];
}

async function signInAndList(): Promise<Listing> {
  accessToken = (
    await api<{ access_token: string }>('POST', '/api/v1/session', { email: user, password: DEMO_PASSWORD })
  ).access_token;
  const [dashboards, biItems] = await Promise.all([
    api<Dashboard[]>('GET', '/api/v1/dashboards'),
    api<BiItem[]>('GET', '/api/v1/bi/items'),
  ]);
  const insights: Insight[] = [
    ...dashboards.map((d): Insight => ({
      id: d.DashboardId,
      name: d.Name,
      category: d.category || 'Sem Classificação',
      kind: 'dashboard',
    })),
    ...biItems.map((item): Insight => ({
      id: item.id,
      name: item.type === 'report' ? item.name : item.displayName,
      category: 'Data Analytics',
      kind: item.type === 'report' ? 'biReport' : 'biDashboard',
    })),
  ];
  return { insights, biItems };
}

/** powerbi-client's configuration for one entry: its embed URL and an Embed token (tokenType 1). */
async function embedConfigOf(insight: Insight, biItems: readonly BiItem[]): Promise<IEmbedConfiguration> {
  if (insight.kind === 'dashboard') {
    const embed = await api<DashboardEmbed>('GET', `/api/v1/dashboards/${insight.id}/embed`);
    return {
      type: 'dashboard',
      id: insight.id,
      embedUrl: embed.url,
      accessToken: embed.token,
      tokenType: 1,
      pageView: 'fitToWidth',
      settings: { localeSettings: { language: 'pt-BR', formatLocale: 'pt-BR' } },
    } as IEmbedConfiguration;
  }
  const token = await api<EmbedToken>('POST', `/api/v1/bi/items/${insight.id}/token`);
  const item = biItems.find((candidate) => candidate.id === insight.id)!;
  return {
    type: item.type,
    id: item.id,
    embedUrl: item.embedUrl,
    accessToken: token.token,
    tokenType: 1,
    settings: { localeSettings: { language: 'pt-BR', formatLocale: 'pt-BR' } },
  };
}

function EmbedView({
  insight,
  biItems,
  onBack,
}: {
  insight: Insight;
  biItems: readonly BiItem[];
  onBack: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current!;
    let left = false;
    void embedConfigOf(insight, biItems).then((config) => {
      if (left) return;
      const embedded = powerbi.embed(element, config);
      embedded.on('rendered', () => performance.mark(PEER_RENDERED_MARK));
    });
    return () => {
      left = true;
      powerbi.reset(element);
    };
  }, [insight, biItems]);
  return (
    <Box>
      <Button onClick={onBack}>Voltar</Button>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, my: 2 }}>
        {insight.name}
      </Typography>
      <Box ref={host} sx={{ width: width ?? '100%', height: 1200 }} />
    </Box>
  );
}

function PeerInsightsPage() {
  const [listing, setListing] = useState<Listing>();
  const [open, setOpen] = useState<Insight>();
  useEffect(() => {
    void signInAndList().then(setListing);
  }, []);
  if (!listing) return <CircularProgress aria-label="Carregando" />;
  return open ? (
    <EmbedView insight={open} biItems={listing.biItems} onBack={() => setOpen(undefined)} />
  ) : (
    <PeerInsightsList insights={listing.insights} onOpen={setOpen} />
  );
}

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={createTheme()}>
    <CssBaseline />
    <Box sx={{ p: 3 }}>
      <PeerInsightsPage />
    </Box>
  </ThemeProvider>,
);
