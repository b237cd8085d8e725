import { validate, validator, type Rule } from './rules';

/** The message for `value` against `rule`, the value being called `name`. */
const check = (rule: Rule, value: unknown, name: string) => validate(rule, value, name)?.[0]?.message;

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
    const mode: Rule = { enum: Mode };
    expect(check(mode, 1, 'mode')).toBeUndefined();
    expect(check(mode, 2, 'mode')).toBe('mode property is invalid');
    expect(check(mode, 0.5, 'mode')).toBe('mode property is invalid');
    expect(check(mode, 'On', 'mode')).toBe('mode must be a number');
  });

  it('allow a custom message for strings out of a list', () => {
    expect(check({ enum: ['a'] }, 'b', 'kind')).toBe('kind property is invalid');
    expect(check({ enum: ['a'], message: 'kind must be a' }, 'b', 'kind')).toBe('kind must be a');
  });

  it('check ranges, letting NaN through as powerbi-models does', () => {
    const zoom: Rule = { between: [0.25, 4] };
    expect(check(zoom, 5, 'zoom')).toBe('zoom must be a number between 0.25 and 4');
    expect(check(zoom, NaN, 'zoom')).toBeUndefined();
  });

  describe('objects', () => {
    const rule: Rule = { id: { required: 'string' }, width: 'number', legacy: 'forbidden' };

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

    it('run checks of the whole object in order with the fields', () => {
      const tied: Rule = {
        allOf: [
          'object',
          (value) => (Object.keys(value).length ? undefined : 'empty'),
          { a: 'string' },
          (value) => (value.a === 'x' ? 'no x' : undefined),
        ],
      };
      expect(check(tied, {}, 'input')).toBe('empty');
      expect(check(tied, { a: 1 }, 'input')).toBe('a must be a string');
      expect(check(tied, { a: 'x' }, 'input')).toBe('no x');
      expect(check(tied, 'x', 'input')).toBe('input must be an object');
    });
  });

  it('name a nested field by its key, as powerbi-models does, outside lists and alternatives', () => {
    const panes: Rule = { panes: { filters: { visible: 'boolean' } } };
    expect(check(panes, { panes: { filters: { visible: 1 } } }, 'input')).toBe('visible must be a boolean');
  });

  it('name the path of the first failing field below lists and alternatives (powerbi-models: "groups property is invalid")', () => {
    const item: Rule = { name: { required: 'string' } };
    const groups: Rule = { groups: { arrayOf: item } };
    expect(check(groups, { groups: [{ name: 'a' }, {}] }, 'input')).toBe('groups[1].name is required');
    expect(check(groups, { groups: [null, { name: 'a' }] }, 'input')).toBeUndefined();
    // Nested arrays and objects: every step is in the path.
    const grid: Rule = { rows: { arrayOf: { arrayOf: { cell: item } } } };
    expect(check(grid, { rows: [[], [{ cell: { name: 'a' } }, { cell: { name: 2 } }]] }, 'input')).toBe(
      'rows[1][1].cell.name must be a string',
    );
    // Below a container, a map's values are named by their path too.
    const maps: Rule = { arrayOf: { sizes: { mapOf: 'number' } } };
    expect(check({ list: maps }, { list: [{ sizes: { wide: 'x' } }] }, 'input')).toBe(
      'list[0].sizes.wide must be a number',
    );
  });

  it('keep "property is invalid" where the container itself is wrong', () => {
    const groups: Rule = { arrayOf: { name: 'string' } };
    expect(check(groups, 'x', 'groups')).toBe('groups property is invalid');
    expect(check({ anyOf: ['string', 'number'] }, true, 'value')).toBe('value property is invalid');
    expect(check({ anyOf: [{}, 'string'] }, 1, 'value')).toBe('value property is invalid');
  });

  it('report, of alternatives, the one that got furthest; the first of equals', () => {
    const kinds: Rule = {
      anyOf: [
        { kind: { enum: [1] }, values: { required: 'string[]' } },
        { kind: { enum: [5] }, count: { required: 'number' } },
      ],
    };
    expect(check(kinds, { kind: 5, count: 'x' }, 'filter')).toBe('count must be a number');
    expect(check(kinds, { kind: 1, values: 1 }, 'filter')).toBe('values must be an array of strings');
    expect(check(kinds, {}, 'filter')).toBe('values is required');
    expect(check({ filter: kinds }, { filter: { kind: 9 } }, 'input')).toBe(
      'filter.kind property is invalid',
    );
  });

  it('name the input itself as told', () => {
    expect(check({ between: [0.25, 4] }, 10, 'zoomLevel')).toBe(
      'zoomLevel must be a number between 0.25 and 4',
    );
    expect(validator('string', 'title')(1)).toEqual([{ message: 'title must be a string' }]);
    expect(validator('string')(null)).toBeUndefined();
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
