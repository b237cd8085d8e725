import type { DataType, ValueFormat } from '@nuvem/api-contract';
import { fieldKey } from '@nuvem/api-contract/paths';
import type { AuthoringFieldKind, AuthoringTable, Locale } from '@nuvem/ui';
import { captionOf, type FieldCatalog } from '../../data/fieldCatalog';
import type { FieldChoice } from './visualAuthoring';

export interface AuthoringFields {
  /** The dataset's tables as the authoring pane lists them: measures, then columns, each by caption. */
  tables: AuthoringTable[];
  /** Each listed field by the key the pane hands back (a click, or a drop on the canvas). */
  choices: Map<string, FieldChoice>;
}

const kindOf = (dataType: DataType, format: ValueFormat): AuthoringFieldKind =>
  dataType === 'number'
    ? 'number'
    : dataType === 'date' || dataType === 'dateTime' || format === 'month'
      ? 'date'
      : 'text';

/** The fields a report author chooses from, in the viewer's language. */
export function authoringFieldsOf(catalog: FieldCatalog, locale: Locale): AuthoringFields {
  const choices = new Map<string, FieldChoice>();
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, locale);
  const tables = catalog.dataset.tables.map((table) => {
    const listed = (choice: FieldChoice, kind: AuthoringFieldKind) => {
      const key = fieldKey(choice);
      choices.set(key, choice);
      return { key, label: catalog.label(choice), kind };
    };
    const measures = table.measures
      .map((measure) => listed({ table: table.name, measure: measure.name }, 'measure'))
      .sort(byLabel);
    const columns = table.columns
      .map((column) =>
        listed({ table: table.name, column: column.name }, kindOf(column.dataType, column.format)),
      )
      .sort(byLabel);
    return {
      name: table.name,
      label: captionOf(table.name, table.captions, locale),
      fields: [...measures, ...columns],
    };
  });
  return { tables, choices };
}
