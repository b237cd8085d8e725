import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_TEXT_CLAMP_CHARS } from './alertListLayout';

/**
 * An alert's text: a long one shows its first two lines and 'Ler mais', which opens the rest in place (a
 * disclosure: aria-expanded, and the text it controls).
 */
export function AlertText({ text, lang }: { text: string; lang?: string }) {
  const { t } = useTranslation('ui', { keyPrefix: 'AlertList' });
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > ALERT_TEXT_CLAMP_CHARS;
  return (
    <>
      <Box
        component="p"
        id={id}
        lang={lang}
        sx={{
          m: 0,
          ...(long && !open
            ? { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
            : {}),
        }}
      >
        {text}
      </Box>
      {long ? (
        <Link
          component="button"
          type="button"
          variant="body2"
          color="inherit"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((was) => !was)}
          sx={{ fontWeight: 500, verticalAlign: 'baseline' }}
        >
          {open ? t('readLess') : t('readMore')}
        </Link>
      ) : null}
    </>
  );
}
