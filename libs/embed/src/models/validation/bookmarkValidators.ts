/** Bookmark requests. */
import { BookmarksPlayMode } from '../enums';
import { requiredString, validator, type Rule } from './rules';

const byNameRule: Rule = { fields: { name: requiredString } };
const byStateRule: Rule = { fields: { state: requiredString } };

/** A bookmark applied on load: by name or by state. */
export const applyBookmarkRule: Rule = { anyOf: [byNameRule, byStateRule] };

export const validatePlayBookmarkRequest = /* @__PURE__ */ validator({
  fields: { playMode: { required: { enumOf: BookmarksPlayMode } } },
});

export const validateAddBookmarkRequest = /* @__PURE__ */ validator({
  fields: { state: 'string', displayName: 'string', apply: 'boolean' },
});

export const validateApplyBookmarkByNameRequest = /* @__PURE__ */ validator(byNameRule);

export const validateApplyBookmarkStateRequest = /* @__PURE__ */ validator(byStateRule);

const captureOptionsRule: Rule = { fields: { personalizeVisuals: 'boolean', allPages: 'boolean' } };

export const validateCaptureBookmarkRequest = /* @__PURE__ */ validator({
  fields: { options: { required: captureOptionsRule } },
});
