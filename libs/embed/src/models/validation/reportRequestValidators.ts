/** Smaller report requests: a page, save as, export data, a custom theme. */
import type { IError } from '../errorTypes';
import { ExportDataType } from '../enums';
import { validate, type Rule } from './rules';

/** A custom theme: its JSON is any object (its internals are the frame's business). */
export const customThemeRule: Rule = { fields: { themeJson: 'object' } };

/** Only the name is checked, as in powerbi-models. */
export function validatePage(input: unknown): IError[] | undefined {
  return validate({ fields: { name: { required: 'string' } } }, input);
}

export function validateSaveAsParameters(input: unknown): IError[] | undefined {
  return validate({ fields: { name: { required: 'string' } } }, input);
}

export function validateExportDataRequest(input: unknown): IError[] | undefined {
  return validate({ fields: { rows: 'number', exportDataType: { enumOf: ExportDataType } } }, input);
}

export function validateCustomTheme(input: unknown): IError[] | undefined {
  return validate(customThemeRule, input);
}
