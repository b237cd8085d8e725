// Named statements on PGlite. Its query() sends an unnamed Parse, a Describe, a Bind, another Describe, an
// Execute and a Sync, each as a separate call into the WebAssembly backend, and so parses and plans every time.
// Here a statement is parsed and described once (its parameter types and row description kept), and then each
// call is one Bind + Execute + Sync message: one call into the backend, no parse, no plan. The results are
// read by PGlite's own parser with PGlite's own type parsers, so rows are exactly what query() gives.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { SqlParam } from './database';
import { isStalePreparedStatement, type StatementNames } from './statement-names';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  name: string;
  /** The type of each parameter, as the server inferred it: how each value is written. */
  paramTypes: number[];
  /** Absent for a statement that returns no rows. */
  rowDescription: BackendMessage | undefined;
}

function concat(...messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const message of messages) {
    out.set(message, at);
    at += message.length;
  }
  return out;
}

export class PGlitePreparedStatements {
  private readonly prepared = new Map<string, Prepared>();

  constructor(
    private readonly pglite: PGlite,
    private readonly names: StatementNames,
  ) {}

  /**
   * Runs a statement named when its text has a name, else through `unnamed` (PGlite's or the transaction's
   * query()). `inTransaction`: called from inside pglite.transaction(), which already holds its lock.
   */
  async query<Row>(
    sql: string,
    params: readonly SqlParam[],
    inTransaction: boolean,
    unnamed: () => Promise<Row[]>,
  ): Promise<Row[]> {
    const name = this.names.of(sql);
    if (!name) return unnamed();
    const run = () => this.pglite._runExclusiveQuery(() => this.execute<Row>(name, sql, params));
    try {
      if (inTransaction) return await run();
      const rows = await this.pglite._runExclusiveTransaction(run);
      await this.pglite.syncToFs(); // as query() does outside a transaction
      return rows;
    } catch (error) {
      if (!isStalePreparedStatement(error)) throw error;
      this.prepared.delete(sql);
      this.names.refuse(sql);
      if (inTransaction) throw error; // the failure has aborted the transaction
      return unnamed();
    }
  }

  /** Must run under PGlite's query lock. */
  private async execute<Row>(name: string, sql: string, params: readonly SqlParam[]): Promise<Row[]> {
    const statement = this.prepared.get(sql) ?? (await this.prepare(name, sql));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = this.pglite.serializers[statement.paramTypes[i]!];
      return serialize ? (serialize(value) as string) : String(value);
    });
    const messages = await this.pglite.execProtocolStream(
      concat(
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ),
      { syncToFs: false },
    );
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described as never, this.pglite.parsers)[0]!.rows as Row[];
  }

  private async prepare(name: string, sql: string): Promise<Prepared> {
    const messages = await this.pglite.execProtocolStream(
      concat(
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ),
      { syncToFs: false },
    );
    const statement: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages as never),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.prepared.set(sql, statement);
    return statement;
  }
}
