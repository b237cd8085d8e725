// The values of one statement: each becomes a numbered parameter ($1, $2, …) with an explicit type, so no
// value is ever spelled into SQL text.
import type { SqlParam } from '../../../db/database';

export class SqlParams {
  readonly values: SqlParam[] = [];

  /** `$n::cast` for the value. */
  add(value: SqlParam, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}
