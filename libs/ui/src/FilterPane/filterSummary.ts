import type { TFunction } from 'i18next';
import type { ValueFormatter } from '../format/useValueFormatter';
import type { FilterCardModel, RelativeDateUnit } from '../model/filterCard';
import { takesNoValue } from './filterKinds';

/** Values a summary names before it counts the rest ('é A, B e mais 3'). */
export const SUMMARY_MAX_VALUES = 3;

/** The calendar units are their plain unit, counted in whole calendar periods. */
const baseUnit = (unit: RelativeDateUnit) =>
  unit.replace('Calendar', '') as 'Days' | 'Weeks' | 'Months' | 'Years';

/**
 * A filter card's one-line summary, in Power BI's words: 'é (Tudo)', 'é São Paulo ou Rio de Janeiro',
 * 'é maior que R$ 1.000,00 e menor que R$ 5.000,00', 'Top 5 por Custo Total', 'está nos últimos 3 meses'.
 * `t` is the FilterPane's (keyPrefix 'FilterPane').
 */
export function filterSummary(card: FilterCardModel, t: TFunction, formatter: ValueFormatter): string {
  const { condition, field } = card;
  const format = (value: Parameters<ValueFormatter['format']>[0]) => formatter.format(value, field.format);
  switch (condition.kind) {
    case 'all':
      return t('summary.all');
    case 'basic': {
      const named = condition.values.slice(0, SUMMARY_MAX_VALUES).map(format);
      const rest = condition.values.length - named.length;
      const values =
        rest > 0
          ? t('summary.more', { values: named.join(', '), count: rest })
          : new Intl.ListFormat(formatter.locale, { type: 'disjunction' }).format(named);
      return t(condition.operator === 'In' ? 'summary.is' : 'summary.isNot', { values });
    }
    case 'advanced': {
      const parts = condition.conditions.map((c) =>
        takesNoValue(c.operator)
          ? t(`operator.${c.operator}`)
          : `${t(`operator.${c.operator}`)} ${format(c.value ?? null)}`,
      );
      return parts.join(` ${t(condition.logicalOperator === 'And' ? 'summary.and' : 'summary.or')} `);
    }
    case 'topN':
      return t(condition.operator === 'Top' ? 'summary.top' : 'summary.bottom', {
        count: condition.itemCount,
        field: condition.orderBy.label,
      });
    case 'relativeDate': {
      const unit = baseUnit(condition.timeUnit);
      if (condition.operator === 'InThis') return t(`relative.InThis.${unit}`);
      let text = t(`relative.${condition.operator}.${unit}`, { count: condition.timeUnitsCount });
      if (condition.timeUnit.startsWith('Calendar')) text = t('relative.calendar', { summary: text });
      if (condition.includeToday) text = t('relative.includingToday', { summary: text });
      return text;
    }
  }
}
