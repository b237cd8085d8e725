import {
  MAX_NOTE_LENGTH,
  MAX_NOTES,
  MAX_PHONE_LENGTH,
  MAX_PHONES,
  MIN_PHONE_DIGITS,
} from './userPreferencesLimits';

/** Why a phone cannot be added. */
export type PhoneProblem = 'required' | 'limit' | 'characters' | 'tooShort' | 'tooLong' | 'duplicate';
/** Why a note cannot be added. */
export type NoteProblem = 'required' | 'limit' | 'tooLong';

/** A phone as typed, as it is kept: without spaces at the ends, and one space where there were several. */
export function normalizePhone(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * Whether `text` may join `phones`, and if not why: it must be given, fit under the limit, use only
 * digits, spaces, + - ( ), hold at least 8 digits and at most 20 characters, and not be a number already
 * listed (the same digits, however written). Null: it may.
 */
export function phoneProblemOf(
  text: string,
  phones: readonly string[],
  max: number = MAX_PHONES,
): PhoneProblem | null {
  const phone = normalizePhone(text);
  if (phone === '') return 'required';
  if (phones.length >= max) return 'limit';
  if (!/^[0-9 +()-]+$/.test(phone)) return 'characters';
  if (digitsOf(phone).length < MIN_PHONE_DIGITS) return 'tooShort';
  if (phone.length > MAX_PHONE_LENGTH) return 'tooLong';
  if (phones.some((listed) => digitsOf(listed) === digitsOf(phone))) return 'duplicate';
  return null;
}

/** Whether a note of `text` may join `count` notes, and if not why. Null: it may. */
export function noteProblemOf(text: string, count: number, max: number = MAX_NOTES): NoteProblem | null {
  const note = text.trim();
  if (note === '') return 'required';
  if (count >= max) return 'limit';
  if (note.length > MAX_NOTE_LENGTH) return 'tooLong';
  return null;
}
