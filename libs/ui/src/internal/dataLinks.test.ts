import { linkTextOf, webLinkOf } from './dataLinks';

test.each([
  [
    'an https address',
    'https://portal.example/tickets?numero=CH-1',
    'https://portal.example/tickets?numero=CH-1',
  ],
  ['an http address with a port', 'http://127.0.0.1:4200/tickets', 'http://127.0.0.1:4200/tickets'],
  ['upper-case scheme, spaces around', '  HTTPS://Portal.Example/a ', 'https://portal.example/a'],
  ['a bare host gains its slash', 'https://portal.example', 'https://portal.example/'],
  ['javascript:', 'javascript:alert(1)', null],
  ['javascript: disguised with a tab', 'java\tscript:alert(1)', null],
  ['data:', 'data:text/html,<script>alert(1)</script>', null],
  ['mailto:', 'mailto:suporte@nuvem.example', null],
  ['ftp:', 'ftp://files.example/a', null],
  ['a relative path', '/tickets?numero=CH-1', null],
  ['a scheme without slashes', 'https:portal.example', null],
  ['a line break inside', 'https://portal.example/a\nb', null],
  ['not a URL', 'Em andamento', null],
  ['an empty host', 'https://', null],
  ['a number', 42, null],
  ['a blank', null, null],
] as const)('%s: %j links to %j', (_, cell, expected) => {
  expect(webLinkOf(cell)).toBe(expected);
});

test.each([
  ['http://127.0.0.1:4200/tickets?numero=CH-1', '127.0.0.1:4200/tickets?numero=CH-1'],
  ['https://www.nuvem.example/', 'nuvem.example'],
  ['https://nuvem.example/status#rede', 'nuvem.example/status#rede'],
  ['https://nuvem.example/a%C3%A7%C3%A3o', 'nuvem.example/ação'],
  ['https://nuvem.example/100%25', 'nuvem.example/100%'],
  ['https://nuvem.example/%E0%A4%A', 'nuvem.example/%E0%A4%A'],
])('%s reads %s', (href, text) => {
  expect(linkTextOf(href)).toBe(text);
});
