import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface QnaNotUnderstood {
  /** The question's words that named nothing, as written; none when it named no field at all. */
  unknownWords: string[];
  /** The fields the question may name, in the viewer's language. */
  knownFields: string[];
}

export interface QnaPanelProps {
  /** The question in the box. */
  question: string;
  onQuestionChange(question: string): void;
  /** The viewer asked (Enter, the button, or a suggestion). */
  onAsk(question: string): void;
  /** False in result-only mode (QnaMode.ResultOnly): the answer without the box. */
  showQuestionBox?: boolean;
  /** Questions to start from, shown until something is asked. */
  suggestions?: string[];
  /** What the answer shows, in words ('Custo Total por Região'). */
  restatement?: string;
  notUnderstood?: QnaNotUnderstood;
  /** The answer's visual. */
  children?: ReactNode;
}

/**
 * Q&A: a question box over the data, suggestions to start from, and the answer below it: the visual that
 * answers, with what it shows in words, or an honest "not understood" naming the words it could not read
 * and the fields it knows.
 */
export function QnaPanel({
  question,
  onQuestionChange,
  onAsk,
  showQuestionBox = true,
  suggestions = [],
  restatement,
  notUnderstood,
  children,
}: QnaPanelProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'QnaPanel' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (question.trim()) onAsk(question.trim());
  };
  const answered = restatement !== undefined || notUnderstood !== undefined || children !== undefined;
  return (
    <Stack spacing={1.5} sx={{ height: '100%', p: 2, boxSizing: 'border-box' }}>
      {showQuestionBox && (
        <Box component="form" role="search" onSubmit={submit}>
          <TextField
            fullWidth
            label={t('question')}
            placeholder={t('placeholder')}
            value={question}
            onChange={(event) => onQuestionChange(event.target.value)}
            autoComplete="off"
            slotProps={{
              htmlInput: { maxLength: 500 },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton type="submit" edge="end" aria-label={t('ask')} disabled={!question.trim()}>
                      <SendIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      )}
      {showQuestionBox && !answered && suggestions.length > 0 && (
        <Box component="section" aria-label={t('suggestions')}>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1, color: 'text.secondary' }}>
            {t('suggestions')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {suggestions.map((suggestion) => (
              <Chip
                key={suggestion}
                label={suggestion}
                variant="outlined"
                onClick={() => {
                  onQuestionChange(suggestion);
                  onAsk(suggestion);
                }}
              />
            ))}
          </Stack>
        </Box>
      )}
      {notUnderstood && (
        <Alert severity="info" role="status">
          <AlertTitle>{t('notUnderstood')}</AlertTitle>
          <Typography variant="body2">
            {notUnderstood.unknownWords.length > 0
              ? t('unknownWords', {
                  count: notUnderstood.unknownWords.length,
                  words: notUnderstood.unknownWords.map((word) => `“${word}”`).join(', '),
                })
              : t('nothingNamed')}
          </Typography>
          {notUnderstood.knownFields.length > 0 && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('knownFields', { fields: notUnderstood.knownFields.join(', ') })}
            </Typography>
          )}
        </Alert>
      )}
      {restatement && !notUnderstood && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
          {t('showing', { restatement })}
        </Typography>
      )}
      {children !== undefined && !notUnderstood && <Box sx={{ flex: 1, minHeight: 240 }}>{children}</Box>}
    </Stack>
  );
}
