/** Menu extensions: custom commands in visual menus, and the groups they may sit in. */
import { MenuLocation } from '../enums';
import { requiredString, validator, type Rule } from './rules';
import { visualOrTypeSelectorRule } from './selectorValidators';

/**
 * A command's place in a menu: flat (a location, no group) or grouped (a group, no location: the group
 * decides). A `null` counts as given for the forbidden field.
 */
const menuExtensionRule: Rule = {
  anyOf: [
    {
      title: 'string',
      icon: 'string',
      menuLocation: { enum: MenuLocation },
      groupName: 'forbidden',
    },
    {
      title: 'string',
      icon: 'string',
      groupName: requiredString,
      menuLocation: 'forbidden',
    },
  ],
};

const commandExtensionRule: Rule = {
  name: requiredString,
  extend: {
    required: { visualContextMenu: menuExtensionRule, visualOptionsMenu: menuExtensionRule },
  },
  title: requiredString,
  icon: 'string',
  selector: visualOrTypeSelectorRule,
};

const extensionRule: Rule = { command: commandExtensionRule };

const menuGroupExtensionRule: Rule = {
  name: requiredString,
  title: requiredString,
  menuLocation: { enum: MenuLocation },
};

/** settings.extensions: the legacy list of { command }, or { commands, groups }. */
export const extensionsRule: Rule = {
  anyOf: [
    { arrayOf: extensionRule },
    {
      commands: { required: { arrayOf: commandExtensionRule } },
      groups: { arrayOf: menuGroupExtensionRule },
    },
  ],
};

export const validateExtension = /* @__PURE__ */ validator(extensionRule);

export const validateMenuGroupExtension = /* @__PURE__ */ validator(menuGroupExtensionRule);
