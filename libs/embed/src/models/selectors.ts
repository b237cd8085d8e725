import {
  SLICER_TARGET_SELECTOR_SCHEMA,
  VISUAL_SELECTOR_SCHEMA,
  VISUAL_TYPE_SELECTOR_SCHEMA,
} from './schemaMarkers';
import type {
  IPageSelector,
  ISelector,
  ISlicerTargetSelector,
  IVisualSelector,
  IVisualTypeSelector,
  SlicerTarget,
} from './selectorTypes';

/**
 * Names what an operation aims at (a page, a visual, the visuals of a type, a slicer's target).
 * `TJson` only types what `toJSON` gives: the selector's own fields, `$schema` first.
 */
export abstract class Selector<TJson extends ISelector = ISelector> implements ISelector {
  declare $schema: string;

  constructor(schema: string) {
    this.$schema = schema;
  }

  toJSON(): TJson {
    return { ...this } as unknown as TJson;
  }
}

export class PageSelector extends Selector<IPageSelector> implements IPageSelector {
  static schemaUrl = 'http://powerbi.com/product/schema#pageSelector';

  declare pageName: string;

  constructor(pageName: string) {
    super(PageSelector.schemaUrl);
    this.pageName = pageName;
  }
}

export class VisualSelector extends Selector<IVisualSelector> implements IVisualSelector {
  static schemaUrl = VISUAL_SELECTOR_SCHEMA;

  declare visualName: string;

  constructor(visualName: string) {
    super(VisualSelector.schemaUrl);
    this.visualName = visualName;
  }
}

/**
 * Deliberate difference: powerbi-models 2.0.1 stamps this selector (and SlicerTargetSelector) with the
 * visual selector's `$schema`, which its own validators then reject. We stamp the selector's own schema.
 */
export class VisualTypeSelector extends Selector<IVisualTypeSelector> implements IVisualTypeSelector {
  static schemaUrl = VISUAL_TYPE_SELECTOR_SCHEMA;

  declare visualType: string;

  constructor(visualType: string) {
    super(VisualTypeSelector.schemaUrl);
    this.visualType = visualType;
  }
}

export class SlicerTargetSelector extends Selector<ISlicerTargetSelector> implements ISlicerTargetSelector {
  static schemaUrl = SLICER_TARGET_SELECTOR_SCHEMA;

  declare target: SlicerTarget;

  constructor(target: SlicerTarget) {
    super(SlicerTargetSelector.schemaUrl);
    this.target = target;
  }
}
