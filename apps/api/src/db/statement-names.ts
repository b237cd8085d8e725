// Named (prepared) statements: PostgreSQL parses and plans a named statement once per connection, where an
// unnamed one is parsed and planned on every call (planning alone cost more than executing the hot queries
// of /me). Both adapters name every parameterised statement by its text, so every route benefits without
// asking. The repositories' statements are a fixed set of texts; a statement built at run time (an analytics
// query, through queryWithTimeout) is not named, and past `capacity` texts nothing new is, so a caller that
// builds texts cannot make a connection hold statements without end.
import { createHash } from 'node:crypto';

/** Distinct statement texts named per process: the repositories have a few hundred. */
export const namedStatementCapacity = 1_000;

export class StatementNames {
  private readonly names = new Map<string, string>();
  /** Texts never to name again: the server refused the named form (e.g. a cached plan of an altered table). */
  private readonly refused = new Set<string>();

  constructor(private readonly capacity = namedStatementCapacity) {}

  /** The name of this text's prepared statement, or undefined when it runs unnamed. */
  of(sql: string): string | undefined {
    const known = this.names.get(sql);
    if (known !== undefined || this.refused.has(sql) || this.names.size >= this.capacity) return known;
    // From the text, so every connection (and every process) gives one text the same name.
    const name = `q_${createHash('sha1').update(sql).digest('base64url')}`;
    this.names.set(sql, name);
    return name;
  }

  /** Runs this text unnamed from now on. */
  refuse(sql: string): void {
    this.names.delete(sql);
    this.refused.add(sql);
  }
}

/**
 * Whether a named statement failed because its saved plan no longer fits the tables (SQLSTATE 0A000 "cached
 * plan must not change result type", after a migration altered a table it reads) or is gone (26000): the
 * statement is then run unnamed, and its text never named again.
 */
export function isStalePreparedStatement(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === '26000' || (code === '0A000' && typeof message === 'string' && message.includes('cached plan'))
  );
}
