import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from './CodeBlock';
import { EMBED_SDK_SAMPLES } from './embedSdkSamples';

export interface EmbedSdkGuideProps {
  /** The embed playground's address. */
  playgroundHref: string;
  onCopy: (code: string) => void;
}

function Step({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {body}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * 'SDK de incorporação' (issue 31, /develop/docs/sdk): installing and using @nuvem/embed — the service, embed,
 * events, the embed token and its refresh, React — with copyable samples.
 */
export function EmbedSdkGuide({ playgroundHref, onCopy }: EmbedSdkGuideProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'EmbedSdkGuide' });
  const code = (key: keyof typeof EMBED_SDK_SAMPLES, label: string) => (
    <CodeBlock code={EMBED_SDK_SAMPLES[key]} label={label} onCopy={onCopy} />
  );
  return (
    <Box
      component="article"
      aria-labelledby="embed-sdk-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Box>
        <Typography id="embed-sdk-title" variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('intro')}
        </Typography>
      </Box>
      <Step title={t('installTitle')} body={t('installBody')}>
        {code('install', t('install'))}
      </Step>
      <Step title={t('embedTitle')} body={t('embedBody')}>
        {code('embed', t('embed'))}
      </Step>
      <Step title={t('tokenTitle')} body={t('tokenBody')}>
        {code('tokenCall', t('tokenCall'))}
      </Step>
      <Step title={t('eventsTitle')} body={t('eventsBody')}>
        {code('events', t('events'))}
      </Step>
      <Step title={t('refreshTitle')} body={t('refreshBody')}>
        {code('tokenRefresh', t('refresh'))}
      </Step>
      <Step title={t('reactTitle')} body={t('reactBody')}>
        {code('react', t('react'))}
      </Step>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2">{t('playgroundHint')}</Typography>
        <Button variant="outlined" href={playgroundHref}>
          {t('openPlayground')}
        </Button>
      </Box>
    </Box>
  );
}
