import { iaasCidrProblemOf } from '@nuvem/api-contract/forms';
import type { SchemaFieldError } from '../forms/schemaErrors';

/** The CIDR rules the route holds a block to (api-contract), on the form's `cidr` field before any request. */
export function checkCidrField(values: { cidr: string }): SchemaFieldError[] {
  const problem = iaasCidrProblemOf(values.cidr);
  return problem ? [{ path: '/cidr', keyword: problem }] : [];
}
