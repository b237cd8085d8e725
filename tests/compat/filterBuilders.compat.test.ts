// @vitest-environment jsdom
// powerbi-client cannot be imported without a window (its import touches `self`); ours can.
import * as nuvem from '@nuvem/embed';
import * as anchor from 'powerbi-client';

/**
 * Filter builders, differentially: the same calls on our builders and on powerbi-client 2.23.9's must give
 * the same JSON (what is posted on the wire), or the same error message.
 */
type Builders = Pick<
  typeof nuvem,
  | 'BasicFilterBuilder'
  | 'AdvancedFilterBuilder'
  | 'TopNFilterBuilder'
  | 'RelativeDateFilterBuilder'
  | 'RelativeTimeFilterBuilder'
>;
type Scenario = (b: Builders) => { toJSON(): unknown };

const scenarios: Record<string, Scenario> = {
  'basic in': (b) =>
    new b.BasicFilterBuilder().withColumnTarget('Sales', 'Region').in(['North', 'South']).build(),
  'basic not in on a measure, single selection': (b) =>
    new b.BasicFilterBuilder()
      .withMeasureTarget('Sales', 'Total')
      .notIn([1, 2])
      .requireSingleSelection(true)
      .build(),
  'basic all': (b) => new b.BasicFilterBuilder().withColumnTarget('Sales', 'Region').all().build(),
  'basic, last operator wins': (b) =>
    new b.BasicFilterBuilder().withTargetObject({ table: 'S', column: 'R' }).in(['A']).notIn(['B']).build(),
  'basic with nothing set': (b) => new b.BasicFilterBuilder().build(),
  'basic on an aggregated column': (b) =>
    new b.BasicFilterBuilder().withColumnAggregation('Sales', 'Amount', 3).in([true, false]).build(),
  'advanced and': (b) =>
    new b.AdvancedFilterBuilder()
      .withColumnTarget('Sales', 'Amount')
      .and()
      .addCondition('GreaterThan', 10)
      .addCondition('LessThan', 20)
      .build(),
  'advanced or on a hierarchy level': (b) =>
    new b.AdvancedFilterBuilder()
      .withHierarchyLevelTarget('Sales', 'Geo', 'City')
      .or()
      .addCondition('Contains', 'São')
      .addCondition('StartsWith', 'Rio')
      .build(),
  'advanced, one condition': (b) =>
    new b.AdvancedFilterBuilder().withColumnTarget('S', 'R').and().addCondition('IsBlank').build(),
  'advanced, no logical operator': (b) =>
    new b.AdvancedFilterBuilder().withColumnTarget('S', 'R').addCondition('Is', 1).build(),
  'advanced or with one condition': (b) =>
    new b.AdvancedFilterBuilder().withColumnTarget('S', 'R').or().addCondition('Is', 1).build(),
  'advanced, no condition': (b) => new b.AdvancedFilterBuilder().withColumnTarget('S', 'R').and().build(),
  'advanced, three conditions': (b) =>
    new b.AdvancedFilterBuilder()
      .withColumnTarget('S', 'R')
      .and()
      .addCondition('Is', 1)
      .addCondition('Is', 2)
      .addCondition('Is', 3)
      .build(),
  'top n ordered by a measure': (b) =>
    new b.TopNFilterBuilder()
      .withColumnTarget('Sales', 'Product')
      .top(5)
      .orderByTarget({ table: 'Sales', measure: 'Total' })
      .build(),
  'bottom n on an aggregated column': (b) =>
    new b.TopNFilterBuilder().withColumnAggregation('Sales', 'Product', 1).bottom(3).build(),
  'top n with nothing set': (b) => new b.TopNFilterBuilder().build(),
  'relative date, in last, today excluded': (b) =>
    new b.RelativeDateFilterBuilder()
      .withColumnTarget('Cal', 'Date')
      .inLast(3, 2)
      .includeToday(false)
      .build(),
  'relative date, in this': (b) =>
    new b.RelativeDateFilterBuilder().withColumnTarget('Cal', 'Date').inThis(4, 3).build(),
  'relative date, in next': (b) =>
    new b.RelativeDateFilterBuilder().withColumnTarget('Cal', 'Date').inNext(2, 6).build(),
  'relative date with nothing set': (b) => new b.RelativeDateFilterBuilder().build(),
  'relative time, in last': (b) =>
    new b.RelativeTimeFilterBuilder().withColumnTarget('Cal', 'Time').inLast(3, 0).build(),
  'relative time, in this, aggregated hierarchy level': (b) =>
    new b.RelativeTimeFilterBuilder()
      .withHierarchyLevelAggregationTarget('Cal', 'H', 'L', 2)
      .inThis(1, 8)
      .build(),
  'relative time, in next': (b) =>
    new b.RelativeTimeFilterBuilder().withMeasureTarget('Cal', 'M').inNext(5, 1).build(),
};

/**
 * What goes on the wire: the JSON a host serialises, the own properties postMessage clones when the
 * instance is posted as is, or the error thrown while building.
 */
function outcome(scenario: Scenario, builders: Builders) {
  try {
    const filter = scenario(builders);
    return {
      json: JSON.parse(JSON.stringify(filter)) as unknown,
      posted: JSON.parse(JSON.stringify({ ...filter })) as unknown,
    };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

test.each(Object.keys(scenarios))('%s: the same JSON as powerbi-client', (name) => {
  const ours = outcome(scenarios[name]!, nuvem);
  const theirs = outcome(scenarios[name]!, anchor as unknown as Builders);
  expect(ours).toEqual(theirs);
});

test('our filters are instances of our models, with the anchor’s $schema markers', () => {
  const filter = new nuvem.BasicFilterBuilder().withColumnTarget('S', 'R').in(['A']).build();
  expect(filter).toBeInstanceOf(nuvem.models.BasicFilter);
  expect(filter.toJSON().$schema).toBe(
    new anchor.models.BasicFilter({ table: 'S', column: 'R' }, 'In', ['A']).toJSON().$schema,
  );
});
