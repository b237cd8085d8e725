import type { MouseEvent } from 'react';
import { closeOnLinkClick } from './shellNav';

/** A click whose target is the `[data-target]` element of `html`. */
function clickOn(html: string): MouseEvent<HTMLElement> {
  const host = document.createElement('div');
  host.innerHTML = html;
  return { target: host.querySelector('[data-target]') } as unknown as MouseEvent<HTMLElement>;
}

test.each([
  ['a link', '<a href="/dashboard" data-target>Início</a>', 1],
  ['the icon inside a link', '<a href="/notes"><svg data-target></svg></a>', 1],
  ['an external link', '<a href="https://example.com" target="_blank" data-target>Docs</a>', 1],
  ['a group button', '<button data-target>IaaS</button>', 0],
  ['an anchor without href', '<a data-target>placeholder</a>', 0],
  ['the panel itself', '<div data-target><a href="/x">x</a></div>', 0],
])('a click on %s closes the panel %i time(s)', (_, html, closes) => {
  const close = vi.fn();
  closeOnLinkClick(close)(clickOn(html));
  expect(close).toHaveBeenCalledTimes(closes);
});
