import type { PageDefinition, VisualDefinition } from '@nuvem/api-contract';
import { dataset } from '../../testing/demoContent';
import {
  boundFieldOf,
  fieldsForType,
  layoutForNewVisual,
  typeForField,
  withField,
  withoutField,
} from './visualAuthoring';

const region = { table: 'Consumo', column: 'Região' };
const service = { table: 'Consumo', column: 'Serviço' };
const month = { table: 'Consumo', column: 'Mês' };
const total = { table: 'Consumo', measure: 'Custo Total' };
const costSum = { table: 'Consumo', column: 'Custo', aggregationFunction: 'Sum' as const };

const visualOf = (
  type: VisualDefinition['type'],
  fields: VisualDefinition['fields'] = {},
): VisualDefinition => ({
  name: 'v',
  title: '',
  type,
  layout: { x: 0, y: 0, z: 0, width: 100, height: 100, displayState: { mode: 0 } },
  fields,
  filters: [],
});

test('a measure binds as itself, a column of numbers summed, any other column as a grouping; unknown fields not at all', () => {
  expect(boundFieldOf({ table: 'Consumo', measure: 'Custo Total' }, dataset)).toEqual(total);
  expect(boundFieldOf({ table: 'Consumo', column: 'Custo' }, dataset)).toEqual(costSum);
  expect(boundFieldOf({ table: 'Consumo', column: 'Mês' }, dataset)).toEqual(month);
  expect(boundFieldOf({ table: 'Consumo', column: 'Lucro' }, dataset)).toBeUndefined();
  expect(boundFieldOf({ table: 'Outra', measure: 'Custo Total' }, dataset)).toBeUndefined();
  expect(typeForField(total)).toBe('card');
  expect(typeForField(costSum)).toBe('card');
  expect(typeForField(region)).toBe('tableEx');
});

test('a column of percentages binds averaged: margins do not add up', () => {
  const table = dataset.tables[0]!;
  const withMargin = {
    ...dataset,
    tables: [
      {
        ...table,
        columns: [
          ...table.columns,
          { name: 'Margem', dataType: 'number' as const, format: 'percent' as const },
        ],
      },
    ],
  };
  expect(boundFieldOf({ table: table.name, column: 'Margem' }, withMargin)).toEqual({
    table: table.name,
    column: 'Margem',
    aggregationFunction: 'Avg',
  });
});

test('fields join a chart on the axis, then the legend, and values in order', () => {
  let chart = withField(visualOf('clusteredColumnChart'), total);
  chart = withField(chart, region);
  chart = withField(chart, service);
  chart = withField(chart, costSum);
  expect(chart.fields).toEqual({ values: [total, costSum], category: [region], series: service });
  // A pie has no legend well: a second grouping goes on the axis (a drill level).
  const pie = withField(withField(visualOf('pieChart', { values: [total] }), region), service);
  expect(pie.fields).toEqual({ values: [total], category: [region, service] });
});

test('a card given a grouping becomes a column chart; a card keeps one value', () => {
  const card = withField(visualOf('card', { values: [total] }), costSum);
  expect(card.fields).toEqual({ values: [costSum] });
  const chart = withField(card, region);
  expect(chart.type).toBe('clusteredColumnChart');
  expect(chart.fields).toEqual({ values: [costSum], category: [region] });
});

test('a matrix spreads its second grouping over columns; a table lists every grouping as a column', () => {
  const matrix = withField(withField(visualOf('pivotTable'), region), service);
  expect(matrix.fields).toEqual({ category: [region], columns: [service] });
  const table = withField(withField(withField(visualOf('tableEx'), region), service), total);
  expect(table.fields).toEqual({ category: [region, service], values: [total] });
});

test('a slicer shows the last grouping chosen and no values; a field already bound or a textbox changes nothing', () => {
  const slicer = withField(withField(visualOf('slicer'), region), service);
  expect(slicer.fields).toEqual({ category: [service] });
  expect(withField(slicer, total)).toBe(slicer);
  const chart = visualOf('lineChart', { category: [month], values: [total] });
  expect(withField(chart, total)).toBe(chart);
  const text = visualOf('textbox');
  expect(withField(text, region)).toBe(text);
});

test('a well holds at most ten fields', () => {
  const columns = Array.from({ length: 10 }, (_, index) => ({ table: 'Consumo', column: `c${index}` }));
  const full = visualOf('tableEx', { category: columns });
  expect(withField(full, region)).toBe(full);
});

test('a field taken out of a well; an emptied well is gone', () => {
  const chart = visualOf('clusteredBarChart', {
    category: [region, service],
    series: month,
    values: [total],
  });
  expect(withoutField(chart, 'category', 0).fields).toEqual({
    category: [service],
    series: month,
    values: [total],
  });
  expect(withoutField(chart, 'series', 0).fields).toEqual({ category: [region, service], values: [total] });
  expect(withoutField(chart, 'values', 0).fields).toEqual({ category: [region, service], series: month });
});

test('a new type keeps the fields it can show', () => {
  const fields = { category: [region], series: service, values: [total, costSum] };
  expect(fieldsForType(fields, 'card')).toEqual({ values: [total] });
  expect(fieldsForType(fields, 'slicer')).toEqual({ category: [region] });
  expect(fieldsForType(fields, 'tableEx')).toEqual({ category: [region, service], values: [total, costSum] });
  expect(fieldsForType(fields, 'pieChart')).toEqual({ category: [region], values: [total, costSum] });
  expect(fieldsForType(fields, 'lineChart')).toEqual(fields);
  expect(fieldsForType(fields, 'textbox')).toEqual({});
});

const pageWith = (visuals: VisualDefinition[]): PageDefinition => ({
  name: 'p',
  displayName: 'P',
  order: 0,
  size: { type: 0, width: 1280, height: 720 },
  visibility: 0,
  displayOption: 0,
  filters: [],
  visuals,
});

test('a new visual goes where it overlaps no other, on top, inside the page; or where it was dropped', () => {
  const first = layoutForNewVisual(pageWith([]), { width: 480, height: 300 });
  expect(first).toEqual({ x: 16, y: 16, z: 1, width: 480, height: 300, displayState: { mode: 0 } });
  const placed = { ...visualOf('card'), layout: { ...first, z: 5 } };
  const second = layoutForNewVisual(pageWith([placed]), { width: 480, height: 300 });
  expect(second.z).toBe(6);
  expect(second.x >= first.x + first.width || second.y >= first.y + first.height).toBe(true);
  expect(second.x + second.width).toBeLessThanOrEqual(1280);
  // Dropped near the bottom right corner: centred on the point, kept inside the page.
  expect(layoutForNewVisual(pageWith([]), { width: 240, height: 140 }, { x: 1270, y: 710 })).toMatchObject({
    x: 1040,
    y: 580,
  });
});

test('on a full page new visuals cascade from the top left', () => {
  const huge = {
    ...visualOf('card'),
    layout: { x: 0, y: 0, z: 0, width: 1280, height: 720, displayState: { mode: 0 as const } },
  };
  expect(layoutForNewVisual(pageWith([huge]), { width: 480, height: 300 })).toMatchObject({ x: 48, y: 48 });
});
