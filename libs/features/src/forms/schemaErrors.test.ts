import { Type } from 'typebox';
import { fieldNameOf, schemaErrorsOf } from './schemaErrors';

const Schema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  disks: Type.Integer({ minimum: 1, maximum: 8 }),
  size: Type.Union([Type.Literal('small'), Type.Literal('large')]),
  phones: Type.Array(Type.String({ pattern: '^[0-9 +()-]+$', maxLength: 20 }), { maxItems: 2 }),
  'a/b': Type.Optional(Type.Boolean()),
});

const valid = { name: 'vm-01', disks: 2, size: 'small', phones: ['+55 11 91234-5678'] };

test.each([
  ['a valid form', valid, []],
  ['an empty name', { ...valid, name: '' }, [{ path: '/name', keyword: 'minLength', limit: 1 }]],
  [
    'a name too long',
    { ...valid, name: 'x'.repeat(121) },
    [{ path: '/name', keyword: 'maxLength', limit: 120 }],
  ],
  ['too many disks', { ...valid, disks: 9 }, [{ path: '/disks', keyword: 'maximum', limit: 8 }]],
  ['no disk', { ...valid, disks: 0 }, [{ path: '/disks', keyword: 'minimum', limit: 1 }]],
  [
    'disks that are no number',
    { ...valid, disks: Number.NaN },
    [{ path: '/disks', keyword: 'type', expected: 'integer' }],
  ],
  // A union's branches all refuse: the first says it.
  ['a size not offered', { ...valid, size: 'huge' }, [{ path: '/size', keyword: 'const' }]],
  [
    'a bad phone, and too many',
    { ...valid, phones: ['1', 'abc', '2'] },
    [
      { path: '/phones/1', keyword: 'pattern' },
      { path: '/phones', keyword: 'maxItems', limit: 2 },
    ],
  ],
  [
    'missing fields, one each',
    { size: 'small', phones: [] },
    [
      { path: '/name', keyword: 'required' },
      { path: '/disks', keyword: 'required' },
    ],
  ],
  ['a name to escape', { ...valid, 'a/b': 'yes' }, [{ path: '/a~1b', keyword: 'type', expected: 'boolean' }]],
])('%s', (_case, value, expected) => {
  expect(schemaErrorsOf(Schema, value)).toEqual(expected);
});

test.each([
  ['/name', 'name'],
  ['/phones/1', 'phones.1'],
  ['/a~1b', 'a/b'],
  ['/x~0y', 'x~y'],
  ['', ''],
])('the pointer %j names the field %j', (pointer, name) => {
  expect(fieldNameOf(pointer)).toBe(name);
});
