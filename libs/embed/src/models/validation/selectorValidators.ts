/** Selectors (which visual or slicer an operation aims at) and slicers. */
import { SCHEMA_PREFIX } from '../schemaMarkers';
import { filtersRule, targetRule } from './filterValidators';
import { requiredString, validator, type Rule } from './rules';

/** By name; its `$schema` may be left out. */
export const visualSelectorRule: Rule = {
  fields: {
    $schema: { stringIn: [SCHEMA_PREFIX + 'visualSelector'] },
    visualName: requiredString,
  },
};

/** By visual type; here the `$schema` is what tells it apart, so it is required. */
export const visualTypeSelectorRule: Rule = {
  fields: {
    $schema: { required: { stringIn: [SCHEMA_PREFIX + 'visualTypeSelector'] } },
    visualType: requiredString,
  },
};

const slicerTargetSelectorRule: Rule = {
  fields: {
    $schema: { required: { stringIn: [SCHEMA_PREFIX + 'slicerTargetSelector'] } },
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

export const validateVisualSelector = /* @__PURE__ */ validator(visualSelectorRule);

export const validateSlicer = /* @__PURE__ */ validator(slicerRule);

export const validateSlicerState = /* @__PURE__ */ validator(slicerStateRule);
