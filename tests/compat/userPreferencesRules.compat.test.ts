/**
 * The user-preferences form's rules against the API's schemas, differentially: a phone or a note the form
 * (libs/ui UserPreferencesForm) accepts is one the API (libs/api-contract preferences.ts) stores, and a
 * phone the form refuses for its shape the API refuses too. The form then never sends what answers 400,
 * and never refuses what the API would keep (apart from a number already listed in another spelling).
 */
import { maxPhones, maxPreferenceNotes, preferenceDataSchemas } from '@nuvem/api-contract';
import {
  MAX_NOTE_LENGTH,
  MAX_NOTES,
  MAX_PHONES,
  normalizePhone,
  noteProblemOf,
  phoneProblemOf,
} from '@nuvem/ui';
import { Value } from 'typebox/value';

const phones = preferenceDataSchemas.phones;
const notes = preferenceDataSchemas.notes;

test('the same limits', () => {
  expect(MAX_PHONES).toBe(maxPhones);
  expect(MAX_NOTES).toBe(maxPreferenceNotes);
  expect(Value.Check(notes, [{ id: 'a', text: 'x'.repeat(MAX_NOTE_LENGTH), checked: false }])).toBe(true);
  expect(Value.Check(notes, [{ id: 'a', text: 'x'.repeat(MAX_NOTE_LENGTH + 1), checked: false }])).toBe(
    false,
  );
});

const typed = [
  '+55 11 91234-5678',
  '(11) 3333-4444',
  '12345678',
  '1234567',
  '+55 (11) 9123-4',
  '  +55   21  99876-5432 ',
  '+55 11 91234-5678 999',
  '12345678901234567890',
  '123456789012345678901',
  '+55.11.91234.5678',
  '5511 9abc 5678',
  '++++ ---- ((((',
  '(((1234)))5678',
  '+55\t11\t91234 5678',
  '٠١٢٣٤٥٦٧٨٩',
  '+55 11 91234-5678\n',
];

test.each(typed)('%j: the form and the API agree', (text) => {
  const formAccepts = phoneProblemOf(text, []) === null;
  const apiAccepts = Value.Check(phones, [normalizePhone(text)]);
  expect(formAccepts).toBe(apiAccepts);
});

test('the form refuses the eleventh phone, as the API does', () => {
  const ten = Array.from({ length: 10 }, (_, i) => `+55 11 90000-000${i}`);
  expect(Value.Check(phones, ten)).toBe(true);
  expect(phoneProblemOf('+55 11 95555-0000', ten)).toBe('limit');
  expect(Value.Check(phones, [...ten, '+55 11 95555-0000'])).toBe(false);
});

test('a note the form accepts is one the API stores', () => {
  for (const text of ['Ligar para o DBA', '  com espaços  ', 'x'.repeat(2000)]) {
    expect(noteProblemOf(text, 0)).toBeNull();
    expect(Value.Check(notes, [{ id: 'note-1', text: text.trim(), checked: true }])).toBe(true);
  }
});
