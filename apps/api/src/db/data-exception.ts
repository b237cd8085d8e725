// PostgreSQL's class 22 ("data exception": invalid text representation, NUL in text, numeric overflow, a
// string too long for its column…) is always about a value the statement was given. Whichever adapter raised
// it, it means the input was not acceptable, never that the API failed.

/** Whether the error is PostgreSQL's (pg's or PGlite's DatabaseError) of SQLSTATE class 22. */
export function isDataException(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && typeof severity === 'string';
}
