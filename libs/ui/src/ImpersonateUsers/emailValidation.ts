/** Why an impersonation e-mail is refused, or null when it is acceptable. */
export type EmailProblem = 'required' | 'invalid' | null;

// One '@', something before it, a dotted domain after it, no spaces: the server has the final word.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Checks an e-mail typed for impersonation; surrounding spaces are ignored. */
export function emailProblemOf(value: string): EmailProblem {
  const email = value.trim();
  if (email === '') return 'required';
  return EMAIL_SHAPE.test(email) ? null : 'invalid';
}
