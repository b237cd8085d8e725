import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../internal/EmptyState';
import type { HelpArticle } from './helpArticleTypes';

export interface IaasHelpArticleViewProps {
  /** undefined: no article at this address. */
  article?: HelpArticle;
  /** Back to the help center (keeping its search). */
  backHref: string;
}

/** One help article on its own page (/iaas/help/{slug}): its title, text and steps, and the way back. */
export function IaasHelpArticleView({ article, backHref }: IaasHelpArticleViewProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasHelp' });
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
      <Button href={backHref} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        {t('back')}
      </Button>
      {article ? (
        <>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {article.title}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary', mb: 2 }}>
            {article.summary}
          </Typography>
          {article.paragraphs.map((paragraph, i) => (
            <Typography key={i} variant="body1" sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
          {article.steps ? (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mt: 2 }}>
                {t('steps')}
              </Typography>
              <ol>
                {article.steps.map((step, i) => (
                  <Typography key={i} component="li" variant="body1" sx={{ mb: 0.75 }}>
                    {step}
                  </Typography>
                ))}
              </ol>
            </>
          ) : null}
        </>
      ) : (
        <EmptyState title={t('notFoundTitle')} hint={t('notFoundHint')} />
      )}
    </Paper>
  );
}
