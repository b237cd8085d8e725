import { normalizePhone, noteProblemOf, phoneProblemOf, type PhoneProblem } from './userPreferencesRules';

const listed = ['+55 11 91234-5678'];

// The numbers are the API's (10 phones, 8 digits, 20 characters, 200 notes, 2000 characters), stated here.
test.each<[string, readonly string[], PhoneProblem | null]>([
  ['+55 11 91234-5678', [], null],
  ['(11) 3333-4444', listed, null],
  ['12345678', [], null],
  ['  +55   21  99876-5432 ', listed, null],
  ['', [], 'required'],
  ['   ', [], 'required'],
  ['+55 11 9abc-5678', [], 'characters'],
  ['+55.11.91234.5678', [], 'characters'],
  ['1234567', [], 'tooShort'],
  ['(11) 9123-4', [], 'tooShort'],
  ['+55 11 91234-5678 999', [], 'tooLong'],
  ['+55 11 91234-5678', listed, 'duplicate'],
  ['5511912345678', listed, 'duplicate'],
  ['11 3333-4444', Array.from({ length: 10 }, (_, i) => `1199999000${i}`), 'limit'],
])('%j beside %j → %s', (text, phones, problem) => {
  expect(phoneProblemOf(text, phones)).toBe(problem);
});

test('a phone is kept without outer spaces and with single inner ones', () => {
  expect(normalizePhone('  +55   21  99876-5432 ')).toBe('+55 21 99876-5432');
});

test.each([
  ['Ligar para o DBA', 0, null],
  ['a'.repeat(2000), 0, null],
  ['', 0, 'required'],
  ['  \n ', 0, 'required'],
  ['a'.repeat(2001), 0, 'tooLong'],
  ['Mais uma', 200, 'limit'],
  ['Mais uma', 199, null],
])('note %#', (text, count, problem) => {
  expect(noteProblemOf(text, count)).toBe(problem);
});
