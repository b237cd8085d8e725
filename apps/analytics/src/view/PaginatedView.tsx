import { fieldKey } from '@nuvem/api-contract/paths';
import { isNumericFormat, PaginatedReportView } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { captionOf } from '../data/fieldCatalog';
import type { PaintTracker } from '../frame/paintTracker';
import type { PaginatedEmbed } from '../paginated/paginatedEmbed';
import { statementToken, type PaginatedSession } from '../paginated/paginatedSession';
import { STATEMENT_ROW_LIMIT, type ParameterValue } from '../paginated/statementQuery';
import { EmbedErrorBanner } from './EmbedError';
import { EmbedPhase } from './EmbedPhase';
import { useStore } from './useStore';

/** The paginated report frame: waiting for the host's load, loading, failed, or the statement. */
export function PaginatedView({ embed, paint }: { embed: PaginatedEmbed; paint: PaintTracker }) {
  const status = useStore(embed.lifecycle.status);
  return (
    <EmbedPhase status={status}>
      {(session) => (
        <>
          {status.error && !status.hideErrors && <EmbedErrorBanner error={status.error} />}
          <LoadedStatement session={session} paint={paint} print={() => embed.print()} />
        </>
      )}
    </EmbedPhase>
  );
}

/** A parameter value as a select's key, and back (keys are text; values keep their type). */
const keyOf = (value: ParameterValue) => JSON.stringify(value);

function LoadedStatement({
  session,
  paint,
  print,
}: {
  session: PaginatedSession;
  paint: PaintTracker;
  print: () => void;
}) {
  const state = useStore(session.store);
  const { report, statement } = state;
  const { catalog, locale } = session;
  const formatCell = session.formatCell;
  const columns =
    statement.status === 'ready'
      ? statement.value.columns.map((column) => ({
          key: fieldKey(column.field),
          label: catalog.label(column.field),
          numeric: isNumericFormat(column.format),
        }))
      : report.columns.map((field) => ({
          key: fieldKey(field),
          label: catalog.label(field),
          numeric: false,
        }));
  const rows = useMemo(
    () =>
      statement.status === 'ready'
        ? statement.value.rows.map((row) =>
            row.map((cell, index) => formatCell(cell, statement.value.columns[index]!.format)),
          )
        : [],
    [statement, formatCell],
  );
  const parameters = report.parameters.map((parameter) => {
    const format = catalog.info(parameter.field)?.format ?? 'text';
    const option = state.options[parameter.name];
    const values = option?.status === 'ready' ? option.value : [];
    return {
      name: parameter.name,
      label: captionOf(parameter.prompt, parameter.captions, locale),
      multiple: parameter.multiValue,
      options: values.map((value) => ({ key: keyOf(value), label: formatCell(value, format) })),
      selected: (state.values[parameter.name] ?? []).map(keyOf),
    };
  });
  const token = statementToken(state);
  const onDrawn = useCallback(() => paint.report('statement', token), [paint, token]);
  return (
    <PaginatedReportView
      title={captionOf(report.title, report.titleCaptions, locale)}
      parameters={parameters}
      onApply={(chosen) =>
        void session.apply(
          Object.fromEntries(
            Object.entries(chosen).map(([name, keys]) => [
              name,
              keys.map((key) => JSON.parse(key) as ParameterValue),
            ]),
          ),
        )
      }
      columns={columns}
      rows={rows}
      rowsPerPage={report.rowsPerPage}
      page={state.page}
      onPage={(page) => session.setPage(page)}
      status={statement.status}
      errorCode={statement.status === 'failed' ? statement.errorCode : undefined}
      cutAt={statement.status === 'ready' && statement.value.truncated ? STATEMENT_ROW_LIMIT : undefined}
      onPrint={print}
      onDrawn={onDrawn}
    />
  );
}
