import {
  quickCreateInvalidCode,
  quickCreateProblemArgs,
  type QuickCreateProblem,
} from '@nuvem/api-contract/paths';
import { models } from '@nuvem/embed';
import { isApiError } from '../../data/analyticsApiError';
import { LoadFailure } from '../../frame/loadFailure';
import { frameError } from '../../protocol/frameErrors';

export const QUICK_CREATE_INVALID = 'quickCreateInvalid';

const isProblem = (name: string | undefined): name is QuickCreateProblem =>
  name !== undefined && Object.hasOwn(quickCreateProblemArgs, name);

/**
 * A quick create whose data the API refused (400 analytics_quick_create_invalid), as the load's Fatal error:
 * the API's English text in detailedMessage, and the problem and its values, named, in
 * technicalDetails.errorInfo, which the frame shows in the viewer's language (and a host may read).
 */
export function quickCreateFailureOf(error: unknown): LoadFailure | undefined {
  if (!isApiError(error, quickCreateInvalidCode)) return undefined;
  const [problem, ...values] = error.vars;
  if (!isProblem(problem)) return undefined;
  const errorInfo = [
    { key: 'problem', value: problem },
    ...quickCreateProblemArgs[problem].map((key, index) => ({ key, value: values[index] ?? '' })),
  ];
  return new LoadFailure({
    ...frameError(
      QUICK_CREATE_INVALID,
      error.message,
      models.CommonErrorCodes.LoadReportFailed,
      models.TraceType.Fatal,
    ),
    technicalDetails: { errorInfo },
  });
}

/** The problem and its values of a quickCreateInvalid error, for its translation. */
export function quickCreateProblemOf(
  error: models.IError,
): { problem: QuickCreateProblem; values: Record<string, string> } | undefined {
  const info = error.technicalDetails?.errorInfo ?? [];
  const problem = info.find((entry) => entry.key === 'problem')?.value;
  if (error.message !== QUICK_CREATE_INVALID || !isProblem(problem)) return undefined;
  return { problem, values: Object.fromEntries(info.map((entry) => [entry.key, entry.value])) };
}
