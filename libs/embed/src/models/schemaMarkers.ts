/**
 * Filters and selectors carry a `$schema` marker naming their kind: `http://powerbi.com/product/schema#`
 * and the kind, e.g. `…#basic` or `…#visualSelector` (embed spec §3). These are the selectors' markers, which
 * validators and the SDK's own menu commands use too; each filter class holds its own as `schemaUrl`.
 */
export const VISUAL_SELECTOR_SCHEMA = 'http://powerbi.com/product/schema#visualSelector';
export const VISUAL_TYPE_SELECTOR_SCHEMA = 'http://powerbi.com/product/schema#visualTypeSelector';
export const SLICER_TARGET_SELECTOR_SCHEMA = 'http://powerbi.com/product/schema#slicerTargetSelector';
