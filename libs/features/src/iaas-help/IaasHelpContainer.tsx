import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { IaasHelpArticleView, IaasHelpCenter } from '@nuvem/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { searchHelpArticles } from './helpArticles';
import { IaasTicketForm } from './IaasTicketForm';
import { useHelpArticles } from './useHelpArticles';

export interface IaasHelpContainerProps {
  /** The search (?q=), kept in the address so a search can be shared and left with the back button. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The resource a ticket is about (?resource=, from a machine's page). */
  resourceId?: string;
  articleHref: (slug: string) => string;
  /** The contact page, for users who may not open tickets. */
  contactHref: string;
}

/** IaaS › Ajuda: the articles in the user's language searched as typed, and 'Abrir chamado' beside them. */
export function IaasHelpContainer({
  query,
  onQueryChange,
  resourceId,
  articleHref,
  contactHref,
}: IaasHelpContainerProps) {
  const { t } = useTranslation(FEATURES_NAMESPACE, { keyPrefix: 'iaasHelp' });
  const { articles, state, retry } = useHelpArticles();
  const cloudId = useCurrentAccount()?.cloud_id;
  const mayOpenTickets = useShellPermissions()?.tickets ?? false;
  const found = useMemo(() => (articles ? searchHelpArticles(articles, query) : []), [articles, query]);
  const ticket =
    cloudId && mayOpenTickets ? (
      <IaasTicketForm key={`${cloudId}:${resourceId ?? ''}`} cloudId={cloudId} resourceId={resourceId} />
    ) : (
      <Paper variant="outlined" sx={{ p: 2, alignSelf: 'start' }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('noTickets')}
        </Typography>
        <Link href={contactHref}>{t('contact')}</Link>
      </Paper>
    );
  return (
    <IaasHelpCenter
      articles={found}
      query={query}
      onQueryChange={onQueryChange}
      articleHref={articleHref}
      state={state}
      onRetry={retry}
      ticket={ticket}
    />
  );
}

/** One article on its own page (/iaas/help/{slug}), in the user's language. */
export function IaasHelpArticleContainer({ slug, backHref }: { slug: string; backHref: string }) {
  const { articles, state } = useHelpArticles();
  if (state.status !== 'ready' || !articles) return null;
  return <IaasHelpArticleView article={articles.find((a) => a.slug === slug)} backHref={backHref} />;
}
