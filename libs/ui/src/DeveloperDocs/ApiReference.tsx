import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../internal/EmptyState';
import { RetryAlert } from '../internal/RetryAlert';
import { tintedChipSx, type ChipTint } from '../internal/tintedChip';
import { ApiSchemaTree } from './ApiSchemaTree';
import type { ApiAuthScheme, ApiMethod, ApiOperation, ApiReferenceModel } from './apiReferenceTypes';
import { searchApiReference } from './apiReferenceSearch';
import { CodeBlock } from './CodeBlock';
import { curlExample } from './curlExample';

export type ApiReferenceState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; model: ApiReferenceModel };

export interface ApiReferenceProps {
  state: ApiReferenceState;
  onRetry?: () => void;
  /** The search, held by the caller (the address keeps it). */
  query: string;
  onQueryChange: (query: string) => void;
  /** Where the API answers (the portal's origin), for the curl examples. */
  baseUrl: string;
  /** Where API tokens are created (/develop/projects). */
  tokenHref: string;
  /** Writes a code example to the clipboard. */
  onCopy: (code: string) => void;
}

const METHOD_TINTS: Record<ApiMethod, ChipTint> = {
  GET: 'info',
  POST: 'success',
  PUT: 'warning',
  PATCH: 'warning',
  DELETE: 'error',
};

function MethodBadge({ method }: { method: ApiMethod }) {
  return (
    <Chip
      size="small"
      label={method}
      sx={[
        { fontFamily: 'monospace', fontWeight: 700, minWidth: 64, flexShrink: 0 },
        tintedChipSx(METHOD_TINTS[method]) as object,
      ]}
    />
  );
}

/** How to authenticate: the schemes' header words and descriptions, and where tokens are made. */
function AuthPanel({ schemes, tokenHref }: { schemes: readonly ApiAuthScheme[]; tokenHref: string }) {
  const { t } = useTranslation('ui', { keyPrefix: 'ApiReference' });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="api-auth-title" sx={{ p: 2 }}>
      <Typography id="api-auth-title" variant="h6" component="h2">
        {t('authTitle')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('authBody')}
      </Typography>
      <Box component="ul" sx={{ pl: 2, my: 1 }}>
        {schemes.map((scheme) => (
          <Box component="li" key={scheme.id} sx={{ mb: 0.5 }}>
            <Box component="code" sx={{ fontSize: '0.8125rem', fontWeight: 600 }}>
              {`Authorization: ${scheme.headerScheme} <token>`}
            </Box>
            {scheme.description ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {scheme.description}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
      <Button variant="contained" href={tokenHref}>
        {t('createToken')}
      </Button>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** An operation's details: description, auth, parameters, body, answers and a curl example. */
function OperationDetails(props: {
  op: ApiOperation;
  schemes: readonly ApiAuthScheme[];
  baseUrl: string;
  onCopy: (code: string) => void;
}) {
  const { op, schemes, baseUrl, onCopy } = props;
  const { t } = useTranslation('ui', { keyPrefix: 'ApiReference' });
  const authNames = schemes.filter((s) => op.auth.includes(s.id)).map((s) => s.headerScheme);
  return (
    <Box>
      {op.description ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {op.description}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {authNames.length ? t('authNeeded', { schemes: authNames.join(', ') }) : t('public')}
      </Typography>
      {op.parameters.length ? (
        <Section title={t('parameters')}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {op.parameters.map((parameter) => (
              <Box component="li" key={`${parameter.in}:${parameter.name}`} sx={{ py: 0.5 }}>
                <ApiSchemaTree
                  node={{
                    ...parameter.schema,
                    name: `${parameter.name} (${t(`parameterIn.${parameter.in}`)})`,
                    required: parameter.required,
                    description: parameter.description ?? parameter.schema.description,
                  }}
                />
              </Box>
            ))}
          </Box>
        </Section>
      ) : null}
      {op.requestBody ? (
        <Section title={t('requestBody')}>
          <ApiSchemaTree node={op.requestBody} />
        </Section>
      ) : null}
      <Section title={t('responses')}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {op.responses.map((response) => (
            <Box component="li" key={response.status} sx={{ py: 0.5 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Box component="code" sx={{ fontWeight: 700 }}>
                  {response.status}
                </Box>
                {response.description ? (
                  <Typography variant="body2">{response.description}</Typography>
                ) : null}
              </Box>
              {response.schema ? (
                <ApiSchemaTree node={response.schema} />
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('noBody')}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </Section>
      <Section title={t('example')}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('exampleHint')}
        </Typography>
        <CodeBlock code={curlExample(op, baseUrl, schemes)} label={t('example')} onCopy={onCopy} />
      </Section>
    </Box>
  );
}

function OperationItem(props: {
  op: ApiOperation;
  schemes: readonly ApiAuthScheme[];
  baseUrl: string;
  onCopy: (code: string) => void;
}) {
  const { op } = props;
  const id = `op-${op.method}-${op.path}`.replace(/[^\w-]/g, '-');
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary
        expandIcon={<ExpandMoreOutlined />}
        id={`${id}-summary`}
        aria-controls={`${id}-details`}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
          <MethodBadge method={op.method} />
          <Box component="code" sx={{ fontSize: '0.8125rem', overflowWrap: 'anywhere', minWidth: 0 }}>
            {op.path}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', width: { xs: '100%', md: 'auto' } }}>
            {op.summary}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`}>
        <OperationDetails {...props} />
      </AccordionDetails>
    </Accordion>
  );
}

function LoadingReference() {
  const { t } = useTranslation('ui', { keyPrefix: 'ApiReference' });
  return (
    <Box role="status" aria-label={t('loading')}>
      <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="rounded" height={48} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}

/**
 * The API reference (issue 31, /develop/docs): how to authenticate, then the endpoints grouped by tag with a
 * search; each opens to its parameters, request and response shapes as trees, and a curl example.
 */
export function ApiReference(props: ApiReferenceProps) {
  const { state, onRetry, query, onQueryChange, baseUrl, tokenHref, onCopy } = props;
  const { t } = useTranslation('ui', { keyPrefix: 'ApiReference' });
  const model = state.status === 'ready' ? state.model : undefined;
  const groups = useMemo(() => (model ? searchApiReference(model.groups, query) : []), [model, query]);
  if (state.status === 'loading') return <LoadingReference />;
  if (state.status === 'error')
    return (
      <RetryAlert title={t('loadFailed')} onRetry={onRetry}>
        {state.message}
      </RetryAlert>
    );
  const count = groups.reduce((sum, group) => sum + group.operations.length, 0);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`${state.model.title} · ${t('version', { version: state.model.version })}`}
        </Typography>
        {state.model.description ? (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {state.model.description}
          </Typography>
        ) : null}
      </Box>
      <AuthPanel schemes={state.model.authSchemes} tokenHref={tokenHref} />
      <TextField
        type="search"
        label={t('search')}
        helperText={t('searchHint')}
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
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {t('count', { count })}
      </Typography>
      {count === 0 ? (
        <EmptyState title={t('noMatch', { query })} hint={t('noMatchHint')}>
          <Button sx={{ mt: 1 }} onClick={() => onQueryChange('')}>
            {t('clearSearch')}
          </Button>
        </EmptyState>
      ) : (
        groups.map((group) => (
          <Box component="section" key={group.tag} aria-labelledby={`api-tag-${group.tag}`}>
            <Typography id={`api-tag-${group.tag}`} variant="h6" component="h2" sx={{ mb: 1 }}>
              {group.tag}
            </Typography>
            {group.operations.map((op) => (
              <OperationItem
                key={op.id}
                op={op}
                schemes={state.model.authSchemes}
                baseUrl={baseUrl}
                onCopy={onCopy}
              />
            ))}
          </Box>
        ))
      )}
    </Box>
  );
}
