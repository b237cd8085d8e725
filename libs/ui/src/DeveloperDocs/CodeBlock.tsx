import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CodeBlockProps {
  code: string;
  /** What the code is, for the copy button's name ('Copiar exemplo com curl'). */
  label: string;
  /** Writes the code to the clipboard (the caller does). */
  onCopy: (code: string) => void;
}

/** Code in monospace that scrolls sideways on a phone, with a copy button that says so for a moment. */
export function CodeBlock({ code, label, onCopy }: CodeBlockProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'ApiReference' });
  const [copied, setCopied] = useState(false);
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        component="pre"
        // Scrolls sideways on a phone: focusable so a keyboard can scroll it, and named for what it holds.
        role="group"
        tabIndex={0}
        aria-label={label}
        sx={(theme) => ({
          m: 0,
          p: 1.5,
          pr: 6,
          overflowX: 'auto',
          borderRadius: 1,
          fontSize: '0.8125rem',
          lineHeight: 1.5,
          bgcolor: theme.palette.mode === 'light' ? 'grey.100' : 'grey.900',
          border: 1,
          borderColor: 'divider',
        })}
      >
        <code>{code}</code>
      </Box>
      <Tooltip title={copied ? t('copied') : t('copy')} onClose={() => setCopied(false)}>
        <IconButton
          size="small"
          aria-label={t('copyCode', { what: label.toLowerCase() })}
          onClick={() => {
            onCopy(code);
            setCopied(true);
          }}
          sx={{ position: 'absolute', top: 4, right: 4 }}
        >
          <ContentCopyOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
