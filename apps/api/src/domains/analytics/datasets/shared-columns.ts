// Columns several datasets share: the calendar of a date and the environment a row belongs to. Their names
// are the same in every dataset, so a report's filters read alike whatever the dataset.
import type { DatasetHierarchy } from '@nuvem/api-contract';
import { settingsAlias, type ColumnDefinition } from './dataset-definition';

/** The calendar columns' SQL over a date expression: Ano, Trimestre, Mês (its first day) and, daily, Data. */
export function calendarSql(dateSql: string, { daily }: { daily: boolean }): Record<string, string> {
  return {
    ...(daily ? { Data: dateSql } : {}),
    Ano: `extract(year from ${dateSql})::int`,
    Trimestre: `'T' || extract(quarter from ${dateSql})::int`,
    Mês: `date_trunc('month', ${dateSql})::date`,
  };
}

/**
 * Ano, Trimestre and Mês of a date column of the base table, and the day itself under `day` (its name, e.g.
 * 'Data'); without `day` the table is monthly.
 */
export function calendarColumns(dateSql: string, day?: string): ColumnDefinition[] {
  const sql = calendarSql(dateSql, { daily: false });
  return [
    ...(day
      ? [
          {
            name: day,
            dataType: 'date',
            format: 'date',
            captions: dayCaptions[day] ?? {},
            sql: dateSql,
          } as const,
        ]
      : []),
    // Shown as text: a year is not a quantity (no thousands separator).
    {
      name: 'Ano',
      dataType: 'integer',
      format: 'text',
      captions: { en: 'Year', es: 'Año' },
      sql: sql['Ano']!,
    },
    {
      name: 'Trimestre',
      dataType: 'text',
      format: 'text',
      captions: { en: 'Quarter', es: 'Trimestre' },
      sql: sql['Trimestre']!,
    },
    {
      name: 'Mês',
      dataType: 'date',
      format: 'month',
      captions: { en: 'Month', es: 'Mes' },
      description: 'O primeiro dia do mês.',
      sql: sql['Mês']!,
    },
  ];
}

const dayCaptions: Record<string, ColumnDefinition['captions']> = {
  Data: { en: 'Date', es: 'Fecha' },
  'Data de Abertura': { en: 'Opening Date', es: 'Fecha de Apertura' },
};

/** Ano > Trimestre > Mês, and > Dia when the table has a day column (its name). */
export function calendarHierarchy(day?: string): DatasetHierarchy {
  return {
    name: 'Calendário',
    levels: [
      { name: 'Ano', column: 'Ano' },
      { name: 'Trimestre', column: 'Trimestre' },
      { name: 'Mês', column: 'Mês' },
      ...(day ? [{ name: 'Dia', column: day }] : []),
    ],
  };
}

/** The environment (cloud_id) and its customer (corporate name), from the joined customer_environments. */
export const environmentSql: Record<string, string> = {
  Ambiente: 'e.cloud_id',
  Cliente: 'e.corporate_name',
};

export const environmentColumns: ColumnDefinition[] = [
  {
    name: 'Ambiente',
    dataType: 'text',
    format: 'text',
    captions: { en: 'Environment', es: 'Entorno' },
    description: 'O código do ambiente (cloud id).',
    sql: environmentSql['Ambiente']!,
  },
  {
    name: 'Cliente',
    dataType: 'text',
    format: 'text',
    captions: { en: 'Customer', es: 'Cliente' },
    description: 'A razão social do ambiente.',
    sql: environmentSql['Cliente']!,
  },
];

/** A text column stored as is in the base table. */
export function textColumn(
  name: string,
  physical: string,
  captions: ColumnDefinition['captions'],
): ColumnDefinition {
  return { name, dataType: 'text', format: 'text', captions, sql: `f.${physical}` };
}

/** A numeric column stored as is in the base table. */
export function numberColumn(
  name: string,
  sql: string,
  format: ColumnDefinition['format'],
  captions: ColumnDefinition['captions'],
  dataType: ColumnDefinition['dataType'] = 'number',
): ColumnDefinition {
  return { name, dataType, format, captions, sql };
}

/**
 * A link to a page of the portal (format webUrl): the portal's address from the settings (PORTAL_URL), then
 * `pathSql`, the page's path and query built from the row (from the row's own values only).
 */
export function portalLinkColumn(
  name: string,
  captions: ColumnDefinition['captions'],
  pathSql: string,
  description: string,
): ColumnDefinition {
  return {
    name,
    dataType: 'text',
    format: 'webUrl',
    captions,
    description,
    sql: `${settingsAlias}.portal_url || ${pathSql}`,
    readsSettings: true,
  };
}
