import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ApiSchemaNode } from './apiReferenceTypes';

/** The limits of a value in words: 'até 64 caracteres', 'valores: a, b'. */
function useConstraints() {
  const { t } = useTranslation('ui', { keyPrefix: 'ApiReference' });
  return (node: ApiSchemaNode): string[] =>
    [
      node.format ? t('format', { format: node.format }) : undefined,
      node.minLength !== undefined && node.minLength > 1
        ? t('minLength', { count: node.minLength })
        : undefined,
      node.maxLength !== undefined ? t('maxLength', { count: node.maxLength }) : undefined,
      node.minimum !== undefined ? t('minimum', { value: node.minimum }) : undefined,
      node.maximum !== undefined ? t('maximum', { value: node.maximum }) : undefined,
      node.maxItems !== undefined ? t('maxItems', { count: node.maxItems }) : undefined,
      node.pattern ? t('pattern', { pattern: node.pattern }) : undefined,
      node.enumValues?.length ? t('values', { values: node.enumValues.join(', ') }) : undefined,
    ].filter((text): text is string => Boolean(text));
}

/** One field's line: name, type, required, limits and description. */
function FieldLine({ node }: { node: ApiSchemaNode }) {
  const { t } = useTranslation('ui', { keyPrefix: 'ApiReference' });
  const constraints = useConstraints()(node);
  return (
    <Box component="span" sx={{ display: 'inline' }}>
      {node.name !== undefined ? (
        <Box component="code" sx={{ fontWeight: 600, fontSize: '0.8125rem', mr: 1 }}>
          {node.name}
        </Box>
      ) : null}
      <Box component="code" sx={{ color: 'text.secondary', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}>
        {node.type}
      </Box>
      {node.required ? (
        <Typography component="span" variant="caption" sx={{ color: 'error.main', ml: 1 }}>
          {t('required')}
        </Typography>
      ) : null}
      {constraints.length ? (
        <Typography
          component="span"
          variant="caption"
          sx={{ color: 'text.secondary', ml: 1, overflowWrap: 'anywhere' }}
        >
          {constraints.join(' · ')}
        </Typography>
      ) : null}
      {node.description ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {node.description}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The fields under a node, as a nested list; a node with fields opens with a native disclosure. */
function Fields({ nodes }: { nodes: readonly ApiSchemaNode[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: 2, borderLeft: 1, borderColor: 'divider' }}>
      {nodes.map((node, index) => (
        <Box component="li" key={`${node.name ?? ''}:${index}`} sx={{ py: 0.5 }}>
          <SchemaNodeView node={node} />
        </Box>
      ))}
    </Box>
  );
}

function SchemaNodeView({ node, open = false }: { node: ApiSchemaNode; open?: boolean }) {
  const { t } = useTranslation('ui', { keyPrefix: 'ApiReference' });
  const nested = node.children?.length || node.variants?.length;
  if (!nested)
    return (
      <>
        <FieldLine node={node} />
        {node.truncated ? (
          <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {t('truncated')}
          </Typography>
        ) : null}
      </>
    );
  return (
    <Box component="details" open={open} sx={{ '& > summary': { cursor: 'pointer' } }}>
      <summary>
        <FieldLine node={node} />
      </summary>
      {node.children?.length ? <Fields nodes={node.children} /> : null}
      {node.variants?.length ? (
        <Box sx={{ pl: 2 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('oneOf')}
          </Typography>
          <Fields
            nodes={node.variants.map((variant, index) => ({
              ...variant,
              name: t('variant', { index: index + 1 }),
            }))}
          />
        </Box>
      ) : null}
    </Box>
  );
}

/** A body's shape as a readable tree: the top level open, deeper objects one click away. */
export function ApiSchemaTree({ node }: { node: ApiSchemaNode }) {
  return (
    <Box sx={{ '& summary::marker': { color: 'text.secondary' } }}>
      <SchemaNodeView node={node} open />
    </Box>
  );
}
