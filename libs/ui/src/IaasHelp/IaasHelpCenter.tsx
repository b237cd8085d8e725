import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../internal/EmptyState';
import { RetryAlert } from '../internal/RetryAlert';
import type { HelpArticle } from './helpArticleTypes';

export interface IaasHelpCenterProps {
  /** The articles matching the search (all of them without one), in the user's language. */
  articles: readonly Pick<HelpArticle, 'slug' | 'title' | 'summary'>[];
  query: string;
  onQueryChange: (query: string) => void;
  articleHref: (slug: string) => string;
  state: { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };
  onRetry?: () => void;
  /** The 'Abrir chamado' section (the ticket form), beside the articles. */
  ticket?: ReactNode;
}

/**
 * IaaS › Ajuda (issue: searchable help in pt-BR, en and es): a search over the articles' titles and text
 * (accents and case ignored, done by the caller), the matching articles each leading to its own page, and the
 * way to open a ticket.
 */
export function IaasHelpCenter({
  articles,
  query,
  onQueryChange,
  articleHref,
  state,
  onRetry,
  ticket,
}: IaasHelpCenterProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasHelp' });
  const listTitleId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
      <Paper component="section" variant="outlined" aria-labelledby={listTitleId} sx={{ p: 2, minWidth: 0 }}>
        <Typography id={listTitleId} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1.5 }}>
          {t('articlesTitle')}
        </Typography>
        <TextField
          type="search"
          fullWidth
          size="small"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {state.status === 'error' ? (
          <RetryAlert title={t('errorTitle')} onRetry={onRetry} sx={{ mt: 2 }}>
            {state.message}
          </RetryAlert>
        ) : state.status === 'loading' ? (
          <Stack role="status" aria-busy="true" aria-label={t('loading')} spacing={1} sx={{ mt: 2 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : (
          <>
            <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
              {query.trim() ? t('found', { count: articles.length }) : t('all', { count: articles.length })}
            </Typography>
            {articles.length === 0 ? (
              <EmptyState title={t('noMatchTitle')} hint={t('noMatchHint')} />
            ) : (
              <List aria-labelledby={listTitleId}>
                {articles.map((article) => (
                  <ListItem key={article.slug} disableGutters sx={{ display: 'block', py: 1 }}>
                    <Link href={articleHref(article.slug)} sx={{ fontWeight: 500 }}>
                      {article.title}
                    </Link>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {article.summary}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </Paper>
      {ticket}
    </Box>
  );
}
