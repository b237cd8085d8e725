/** Smaller report requests: a page, save as, export data, a custom theme. */
import { ExportDataType } from '../enums';
import { requiredString, validator, type Rule } from './rules';

/** A custom theme: its JSON is any object (its internals are the frame's business). */
export const customThemeRule: Rule = { themeJson: 'object' };

/** Only the name is checked, as in powerbi-models. */
export const validatePage = /* @__PURE__ */ validator({ name: requiredString });

export const validateSaveAsParameters = /* @__PURE__ */ validator({ name: requiredString });

export const validateExportDataRequest = /* @__PURE__ */ validator({
  rows: 'number',
  exportDataType: { enum: ExportDataType },
});

export const validateCustomTheme = /* @__PURE__ */ validator(customThemeRule);
