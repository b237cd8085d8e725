import { isEditableElement } from './editableElement';

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector('[data-target]') ?? host.firstElementChild!;
}

test.each([
  ['<input data-target>', true],
  ['<input type="search" data-target>', true],
  ['<input type="email" data-target>', true],
  ['<input type="checkbox" data-target>', false],
  ['<input type="button" data-target>', false],
  ['<input readonly data-target>', false],
  ['<input disabled data-target>', false],
  ['<textarea data-target></textarea>', true],
  ['<div contenteditable="true" data-target></div>', true],
  ['<div contenteditable="true"><p data-target>inside</p></div>', true],
  ['<div contenteditable="true"><span contenteditable="false" data-target>x</span></div>', false],
  ['<button data-target>b</button>', false],
  ['<div data-target>text</div>', false],
])('%s editable → %s', (html, expected) => {
  expect(isEditableElement(element(html))).toBe(expected);
});

test('non-elements are not editable', () => {
  expect(isEditableElement(null)).toBe(false);
  expect(isEditableElement(window)).toBe(false);
});
