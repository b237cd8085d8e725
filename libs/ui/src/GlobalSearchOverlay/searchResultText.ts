/** A list field of a search result as one readable line ('a, b, c'); empty or missing gives ''. */
export function joinValues(values: readonly string[] | undefined): string {
  return (values ?? [])
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .join(', ');
}

/** True when a list field has at least one non-blank value, i.e. it is worth showing. */
export function hasValues(values: readonly string[] | undefined): boolean {
  return joinValues(values) !== '';
}
