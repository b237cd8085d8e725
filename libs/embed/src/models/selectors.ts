import type {
  IPageSelector,
  ISelector,
  ISlicerTargetSelector,
  IVisualSelector,
  IVisualTypeSelector,
  SlicerTarget,
} from './selectorTypes';

/** The `$schema` marker of each selector kind. */
export const SELECTOR_SCHEMA = {
  page: 'http://powerbi.com/product/schema#pageSelector',
  visual: 'http://powerbi.com/product/schema#visualSelector',
  visualType: 'http://powerbi.com/product/schema#visualTypeSelector',
  slicerTarget: 'http://powerbi.com/product/schema#slicerTargetSelector',
} as const;

/** Names what an operation aims at (a page, a visual, the visuals of a type, a slicer's target). */
export abstract class Selector implements ISelector {
  $schema: string;

  constructor(schema: string) {
    this.$schema = schema;
  }

  toJSON(): ISelector {
    return { $schema: this.$schema };
  }
}

export class PageSelector extends Selector implements IPageSelector {
  static get schemaUrl(): string {
    return SELECTOR_SCHEMA.page;
  }

  constructor(public pageName: string) {
    super(SELECTOR_SCHEMA.page);
  }

  override toJSON(): IPageSelector {
    return { ...super.toJSON(), pageName: this.pageName };
  }
}

export class VisualSelector extends Selector implements IVisualSelector {
  static get schemaUrl(): string {
    return SELECTOR_SCHEMA.visual;
  }

  constructor(public visualName: string) {
    super(SELECTOR_SCHEMA.visual);
  }

  override toJSON(): IVisualSelector {
    return { ...super.toJSON(), visualName: this.visualName };
  }
}

/**
 * Deliberate difference: powerbi-models 2.0.1 stamps this selector (and SlicerTargetSelector) with the
 * visual selector's `$schema`, which its own validators then reject. We stamp the selector's own schema.
 */
export class VisualTypeSelector extends Selector implements IVisualTypeSelector {
  static get schemaUrl(): string {
    return SELECTOR_SCHEMA.visualType;
  }

  constructor(public visualType: string) {
    super(SELECTOR_SCHEMA.visualType);
  }

  override toJSON(): IVisualTypeSelector {
    return { ...super.toJSON(), visualType: this.visualType };
  }
}

export class SlicerTargetSelector extends Selector implements ISlicerTargetSelector {
  static get schemaUrl(): string {
    return SELECTOR_SCHEMA.slicerTarget;
  }

  constructor(public target: SlicerTarget) {
    super(SELECTOR_SCHEMA.slicerTarget);
  }

  override toJSON(): ISlicerTargetSelector {
    return { ...super.toJSON(), target: this.target };
  }
}
