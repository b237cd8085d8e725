import type { FieldRef, VisualFields } from '@nuvem/api-contract';
import type { Translate } from './smartNarrative';

/**
 * What a visual's fields show, in the viewer's language: its values by what they are grouped by ('Custo
 * Total por Região e Serviço'). A Q&A answer's restatement starts with it; an authored visual is titled by it.
 */
export function fieldsTitleOf(
  fields: VisualFields,
  label: (field: FieldRef) => string,
  t: Translate,
): string {
  const { category = [], series, columns = [], values = [] } = fields;
  const measures = values.map(label).join(', ');
  const groups = [...category, ...(series ? [series] : []), ...columns].map(label);
  if (groups.length === 0) return measures;
  const listed = listOf(groups, t('qna.and'));
  if (values.length === 0) return listed;
  return t('qna.restatement', { values: measures, groups: listed });
}

/** 'Produto', 'Produto e Região', 'Produto, Região e Dia': commas, and the language's 'and' before the last. */
function listOf(items: readonly string[], and: string): string {
  if (items.length <= 2) return items.join(and);
  return `${items.slice(0, -1).join(', ')}${and}${items.at(-1)}`;
}
