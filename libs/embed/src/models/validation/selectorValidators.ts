/** Selectors (which visual or slicer an operation aims at) and slicers. */
import type { IError } from '../errorTypes';
import { SELECTOR_SCHEMA } from '../selectors';
import { filtersRule, targetRule } from './filterValidators';
import { validate, type Rule } from './rules';

/** By name; its `$schema` may be left out. */
export const visualSelectorRule: Rule = {
  fields: {
    $schema: { stringIn: [SELECTOR_SCHEMA.visual] },
    visualName: { required: 'string' },
  },
};

/** By visual type; here the `$schema` is what tells it apart, so it is required. */
export const visualTypeSelectorRule: Rule = {
  fields: {
    $schema: { required: { stringIn: [SELECTOR_SCHEMA.visualType] } },
    visualType: { required: 'string' },
  },
};

const slicerTargetSelectorRule: Rule = {
  fields: {
    $schema: { required: { stringIn: [SELECTOR_SCHEMA.slicerTarget] } },
    target: { required: targetRule },
  },
};

/** What visual headers and commands may aim at. */
export const visualOrTypeSelectorRule: Rule = { anyOf: [visualSelectorRule, visualTypeSelectorRule] };

const slicerStateRule: Rule = { fields: { filters: filtersRule } };

const slicerRule: Rule = {
  fields: {
    selector: { required: { anyOf: [visualSelectorRule, slicerTargetSelectorRule] } },
    state: { required: slicerStateRule },
  },
};

export function validateVisualSelector(input: unknown): IError[] | undefined {
  return validate(visualSelectorRule, input);
}

export function validateSlicer(input: unknown): IError[] | undefined {
  return validate(slicerRule, input);
}

export function validateSlicerState(input: unknown): IError[] | undefined {
  return validate(slicerStateRule, input);
}
