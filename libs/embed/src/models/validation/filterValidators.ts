/** Filters, their targets, and the requests that carry them. */
import { FiltersOperations } from '../filterType';
import { requiredString, validator, type Field, type Fields, type Rule } from './rules';

/** A value a filter compares with. */
const primitiveRule: Rule = { anyOf: ['string', 'number', 'boolean'] };
const primitives: Rule = { arrayOf: primitiveRule };

/** One target object: a column, a hierarchy level or a measure of a table (other fields are free). */
export const targetRule: Rule = {
  anyOf: [
    { table: requiredString, column: requiredString },
    { table: requiredString, hierarchy: requiredString, hierarchyLevel: requiredString },
    { table: requiredString, measure: requiredString },
  ],
};

/** A filter's target: one target, or a list of targets or of lists of targets (tuples). */
const filterTargetRule: Rule = {
  anyOf: [targetRule, { arrayOf: { anyOf: [targetRule, { arrayOf: targetRule }] } }],
};

/**
 * The fields every filter kind shares. `filterType`, when given, must be the kind's own; it is checked first
 * so that a bad filter is reported against the kind it names (inside `anyOf`, the order of checks changes
 * no message of powerbi-models').
 */
function filterOf(filterType: number, fields: Fields): Fields {
  return {
    filterType: { enum: [filterType] },
    $schema: 'string',
    target: { required: filterTargetRule },
    displaySettings: { isLockedInViewMode: 'boolean', isHiddenInViewMode: 'boolean', displayName: 'string' },
    ...fields,
  };
}

const relativeOperator: Field = { required: { enum: [0, 1, 2] } };

const hierarchyNodeRule: Rule = {
  value: primitiveRule,
  keyValues: primitives,
  children: { arrayOf: { lazy: () => hierarchyNodeRule } },
  operator: 'string',
};

/** Include/exclude values: plain values, or groups of points (each a value with its key values). */
const includeExcludeValue: Rule = {
  anyOf: [
    primitiveRule,
    { arrayOf: { arrayOf: { value: { required: primitiveRule }, keyValues: primitives } } },
  ],
};

/**
 * The filter kinds a frame accepts (tuple, identity and hierarchy-identity filters are not among them).
 * Built on use, not at import.
 */
function filterKinds(): Rule[] {
  return [
    filterOf(1, {
      operator: requiredString,
      values: { required: primitives },
      requireSingleSelection: 'boolean',
    }),
    filterOf(0, {
      logicalOperator: requiredString,
      conditions: { arrayOf: { operator: requiredString, value: primitiveRule } },
    }),
    filterOf(5, {
      operator: requiredString,
      itemCount: { required: 'number' },
      orderBy: { required: filterTargetRule },
    }),
    filterOf(4, {
      operator: relativeOperator,
      timeUnitsCount: 'number',
      timeUnitType: { required: { enum: [0, 1, 2, 3, 4, 5, 6] } },
      includeToday: { required: 'boolean' },
    }),
    filterOf(7, {
      operator: relativeOperator,
      timeUnitsCount: 'number',
      timeUnitType: { required: { enum: [7, 8] } },
    }),
    filterOf(9, { hierarchyData: { required: { arrayOf: hierarchyNodeRule } } }),
    filterOf(3, {
      isExclude: { required: 'boolean' },
      values: { required: { arrayOf: includeExcludeValue } },
    }),
    filterOf(2, { message: requiredString, notSupportedTypeName: requiredString }),
  ];
}

export const filterRule: Rule = { allOf: ['object', { lazy: () => ({ anyOf: filterKinds() }) }] };

/** A list of filters, as set on a report, a page, a visual or a slicer. */
export const filtersRule: Rule = { arrayOf: filterRule };

/** RemoveAll carries no filters; the other operations must. `operationKey` differs on load. */
function filtersRequest(operationKey: string): Rule {
  const { RemoveAll, ReplaceAll, Add, Replace } = FiltersOperations;
  return {
    anyOf: [
      { [operationKey]: { required: { enum: [RemoveAll] } }, filters: 'forbidden' },
      {
        [operationKey]: { required: { enum: [ReplaceAll, Add, Replace] } },
        filters: { required: filtersRule },
      },
    ],
  };
}

/** Report filters on load: a list, or per-scope requests { allPages, currentPage }. */
export const reportFiltersRule: Rule = {
  anyOf: [
    filtersRule,
    {
      allPages: { lazy: () => filtersRequest('operation') },
      currentPage: { lazy: () => filtersRequest('operation') },
    },
  ],
};

export const validateFilter = /* @__PURE__ */ validator(filterRule);

export const validateUpdateFiltersRequest = /* @__PURE__ */ validator({
  allOf: ['object', { lazy: () => filtersRequest('filtersOperation') }],
});
