/** `$schema` markers of the selectors the SDK builds itself (embed spec §3 "Selectors"). */
export const VISUAL_SELECTOR_SCHEMA = 'http://powerbi.com/product/schema#visualSelector';
export const VISUAL_TYPE_SELECTOR_SCHEMA = 'http://powerbi.com/product/schema#visualTypeSelector';
