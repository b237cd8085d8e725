import { applyBodyClass } from './applyBodyClass';

const classListOf = (className: string) => {
  const element = document.createElement('body');
  element.className = className;
  return element.classList;
};
const sorted = (list: DOMTokenList) => [...list].sort().join(' ');

test.each([
  ['', 'tc-standard', 'tc-standard', ''],
  ['sb-show-main', 'tc-prime', 'sb-show-main tc-prime', 'sb-show-main'],
  ['tc-standard', 'tc-standard-modern', 'tc-standard-modern', 'tc-standard'],
  ['tc-prime other', 'tc-standard', 'other tc-standard', 'other tc-prime'],
  ['tc-prime tc-prime-modern', 'tc-standard', 'tc-standard', 'tc-prime tc-prime-modern'],
  // Already there: applying changes nothing and undoing leaves it in place.
  ['tc-prime', 'tc-prime', 'tc-prime', 'tc-prime'],
  // Look-alikes that are not shell classes are kept.
  [
    'tc-primeval tc-standard-x',
    'tc-prime',
    'tc-prime tc-primeval tc-standard-x',
    'tc-primeval tc-standard-x',
  ],
])('%j + %j → %j, restored to %j', (initial, className, applied, restored) => {
  const classList = classListOf(initial);
  const undo = applyBodyClass(classList, className);
  expect(sorted(classList)).toBe(applied);
  undo();
  expect(sorted(classList)).toBe(restored.split(' ').filter(Boolean).sort().join(' '));
});

test('classes added by others meanwhile survive the undo', () => {
  const classList = classListOf('a');
  const undo = applyBodyClass(classList, 'tc-standard');
  classList.add('added-later');
  undo();
  expect(sorted(classList)).toBe('a added-later');
});
