/** Selectors (which visual or slicer an operation aims at) and slicers. */
import {
  SLICER_TARGET_SELECTOR_SCHEMA,
  VISUAL_SELECTOR_SCHEMA,
  VISUAL_TYPE_SELECTOR_SCHEMA,
} from '../schemaMarkers';
import { filtersRule, targetRule } from './filterValidators';
import { requiredString, validator, type Rule } from './rules';

/** By name; its `$schema` may be left out. */
export const visualSelectorRule: Rule = {
  $schema: { enum: [VISUAL_SELECTOR_SCHEMA] },
  visualName: requiredString,
};

/** By visual type; here the `$schema` is what tells it apart, so it is required. */
export const visualTypeSelectorRule: Rule = {
  $schema: { required: { enum: [VISUAL_TYPE_SELECTOR_SCHEMA] } },
  visualType: requiredString,
};

const slicerTargetSelectorRule: Rule = {
  $schema: { required: { enum: [SLICER_TARGET_SELECTOR_SCHEMA] } },
  target: { required: targetRule },
};

/** What visual headers and commands may aim at. */
export const visualOrTypeSelectorRule: Rule = { anyOf: [visualSelectorRule, visualTypeSelectorRule] };

const slicerStateRule: Rule = { filters: filtersRule };

const slicerRule: Rule = {
  selector: { required: { anyOf: [visualSelectorRule, slicerTargetSelectorRule] } },
  state: { required: slicerStateRule },
};

export const validateVisualSelector = /* @__PURE__ */ validator(visualSelectorRule);

export const validateSlicer = /* @__PURE__ */ validator(slicerRule);

export const validateSlicerState = /* @__PURE__ */ validator(slicerStateRule);
