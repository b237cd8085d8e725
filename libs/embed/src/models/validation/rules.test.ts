import { check, validate, type Rule } from './rules';

enum Mode {
  Off = 0,
  On = 1,
}

describe('rules', () => {
  it('name the field in type messages', () => {
    expect(check('string', 1, 'id')).toBe('id must be a string');
    expect(check('boolean', 'yes', 'hidden')).toBe('hidden must be a boolean');
    expect(check('number', '1', 'width')).toBe('width must be a number');
    expect(check('object', [], 'theme')).toBe('theme must be an object');
    expect(check('string[]', ['a', 1], 'ids')).toBe('ids must be an array of strings');
    expect(check('string[]', ['a', null], 'ids')).toBeUndefined();
  });

  it('check enum members through the reverse mapping', () => {
    const mode: Rule = { enumOf: Mode };
    expect(check(mode, 1, 'mode')).toBeUndefined();
    expect(check(mode, 2, 'mode')).toBe('mode property is invalid');
    expect(check(mode, 0.5, 'mode')).toBe('mode property is invalid');
    expect(check(mode, 'On', 'mode')).toBe('mode must be a number');
  });

  it('allow a custom message for strings out of a list', () => {
    expect(check({ stringIn: ['a'] }, 'b', 'kind')).toBe('kind property is invalid');
    expect(check({ stringIn: ['a'], message: 'kind must be a' }, 'b', 'kind')).toBe('kind must be a');
  });

  it('check ranges, letting NaN through as powerbi-models does', () => {
    const zoom: Rule = { between: [0.25, 4] };
    expect(check(zoom, 5, 'zoom')).toBe('zoom must be a number between 0.25 and 4');
    expect(check(zoom, NaN, 'zoom')).toBeUndefined();
  });

  describe('objects', () => {
    const rule: Rule = {
      fields: { id: { required: 'string' }, width: 'number', legacy: 'forbidden' },
    };

    it('report the first failing field, in the order written', () => {
      expect(check(rule, { width: 'x' }, 'input')).toBe('id is required');
      expect(check(rule, { id: 1, width: 'x' }, 'input')).toBe('id must be a string');
      expect(check(rule, { id: 'a', width: 'x' }, 'input')).toBe('width must be a number');
    });

    it('treat null as absent, except for forbidden fields', () => {
      expect(check(rule, { id: 'a', width: null }, 'input')).toBeUndefined();
      expect(check(rule, { id: null }, 'input')).toBe('id is required');
      expect(check(rule, { id: 'a', legacy: null }, 'input')).toBe('legacy is forbidden');
      expect(check(rule, { id: 'a', legacy: undefined }, 'input')).toBeUndefined();
    });

    it('accept unknown fields and reject non-objects', () => {
      expect(check(rule, { id: 'a', extra: 1 }, 'input')).toBeUndefined();
      expect(check(rule, [], 'settings')).toBe('settings must be an object');
    });

    it('run refinements before and after the fields', () => {
      const tied: Rule = {
        fields: { a: 'string' },
        before: (value) => (Object.keys(value).length ? undefined : 'empty'),
        after: (value) => (value.a === 'x' ? 'no x' : undefined),
      };
      expect(check(tied, {}, 'input')).toBe('empty');
      expect(check(tied, { a: 1 }, 'input')).toBe('a must be a string');
      expect(check(tied, { a: 'x' }, 'input')).toBe('no x');
    });
  });

  it('hide inner messages inside lists and alternatives', () => {
    const item: Rule = { fields: { name: { required: 'string' } } };
    expect(check({ arrayOf: item }, [{}], 'groups')).toBe('groups property is invalid');
    expect(check({ arrayOf: item }, [null, { name: 'a' }], 'groups')).toBeUndefined();
    expect(check({ anyOf: ['string', 'number'] }, true, 'value')).toBe('value property is invalid');
  });

  it('check dictionaries under their own name', () => {
    expect(check({ mapOf: 'string' }, { a: 1 }, 'details')).toBe('details must be a string');
    expect(check({ mapOf: 'string' }, [], 'details')).toBe('details must be an object');
  });

  it('validate: undefined when valid or absent, else one error naming the input', () => {
    expect(validate('object', null)).toBeUndefined();
    expect(validate('object', {})).toBeUndefined();
    expect(validate('object', 'x')).toEqual([{ message: 'input must be an object' }]);
  });
});
