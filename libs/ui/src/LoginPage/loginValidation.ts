/** What the login form sends (after trimming the e-mail). */
export interface LoginCredentials {
  email: string;
  password: string;
}

export type LoginFieldError = 'required' | 'invalid';

/** The problems of each field; an empty object means the form may be sent. */
export interface LoginErrors {
  email?: LoginFieldError;
  password?: 'required';
}

// Deliberately loose: one '@', something before it, a dot in the domain, no spaces. The server decides
// whether the account exists; the client only catches typing slips.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export function isEmailShaped(email: string): boolean {
  return EMAIL_SHAPE.test(email.trim());
}

/** Client-side checks of the login form: both fields required, the e-mail must look like one. */
export function validateLogin({ email, password }: LoginCredentials): LoginErrors {
  const errors: LoginErrors = {};
  if (email.trim() === '') errors.email = 'required';
  else if (!isEmailShaped(email)) errors.email = 'invalid';
  // A password is never trimmed: spaces may be part of it.
  if (password === '') errors.password = 'required';
  return errors;
}

export function hasLoginErrors(errors: LoginErrors): boolean {
  return errors.email !== undefined || errors.password !== undefined;
}
