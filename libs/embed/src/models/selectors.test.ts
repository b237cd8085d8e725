import { PageSelector, SlicerTargetSelector, VisualSelector, VisualTypeSelector } from './selectors';

const SELECTOR_SCHEMA = {
  page: 'http://powerbi.com/product/schema#pageSelector',
  visual: 'http://powerbi.com/product/schema#visualSelector',
  visualType: 'http://powerbi.com/product/schema#visualTypeSelector',
  slicerTarget: 'http://powerbi.com/product/schema#slicerTargetSelector',
};

describe('selectors', () => {
  it('serialise to their schema marker and their one field', () => {
    expect(new PageSelector('p').toJSON()).toEqual({ $schema: SELECTOR_SCHEMA.page, pageName: 'p' });
    expect(new VisualSelector('v').toJSON()).toEqual({ $schema: SELECTOR_SCHEMA.visual, visualName: 'v' });
    const target = { table: 'T', column: 'C' };
    expect(new SlicerTargetSelector(target).toJSON()).toEqual({
      $schema: SELECTOR_SCHEMA.slicerTarget,
      target,
    });
  });

  it('stamp a visual type selector with its own schema (powerbi-models uses the visual one)', () => {
    expect(JSON.parse(JSON.stringify(new VisualTypeSelector('barChart')))).toEqual({
      $schema: 'http://powerbi.com/product/schema#visualTypeSelector',
      visualType: 'barChart',
    });
    expect(VisualTypeSelector.schemaUrl).toBe(SELECTOR_SCHEMA.visualType);
  });
});
