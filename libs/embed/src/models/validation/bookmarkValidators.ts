/** Bookmark requests. */
import { BookmarksPlayMode } from '../enums';
import { requiredString, validator, type Rule } from './rules';

const byNameRule: Rule = { name: requiredString };
const byStateRule: Rule = { state: requiredString };

/** A bookmark applied on load: by name or by state. */
export const applyBookmarkRule: Rule = { anyOf: [byNameRule, byStateRule] };

export const validatePlayBookmarkRequest = /* @__PURE__ */ validator({
  playMode: { required: { enum: BookmarksPlayMode } },
});

export const validateAddBookmarkRequest = /* @__PURE__ */ validator({
  state: 'string',
  displayName: 'string',
  apply: 'boolean',
});

export const validateApplyBookmarkByNameRequest = /* @__PURE__ */ validator(byNameRule);

export const validateApplyBookmarkStateRequest = /* @__PURE__ */ validator(byStateRule);

const captureOptionsRule: Rule = { personalizeVisuals: 'boolean', allPages: 'boolean' };

export const validateCaptureBookmarkRequest = /* @__PURE__ */ validator({
  options: { required: captureOptionsRule },
});
