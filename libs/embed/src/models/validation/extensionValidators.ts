/** Menu extensions: custom commands in visual menus, and the groups they may sit in. */
import type { IError } from '../errorTypes';
import { MenuLocation } from '../enums';
import { validate, type Rule } from './rules';
import { visualOrTypeSelectorRule } from './selectorValidators';

/**
 * A command's place in a menu: flat (a location, no group) or grouped (a group, no location: the group
 * decides). A `null` counts as given for the forbidden field.
 */
const menuExtensionRule: Rule = {
  anyOf: [
    {
      fields: {
        title: 'string',
        icon: 'string',
        menuLocation: { enumOf: MenuLocation },
        groupName: 'forbidden',
      },
    },
    {
      fields: {
        title: 'string',
        icon: 'string',
        groupName: { required: 'string' },
        menuLocation: 'forbidden',
      },
    },
  ],
};

const commandExtensionRule: Rule = {
  fields: {
    name: { required: 'string' },
    extend: {
      required: { fields: { visualContextMenu: menuExtensionRule, visualOptionsMenu: menuExtensionRule } },
    },
    title: { required: 'string' },
    icon: 'string',
    selector: visualOrTypeSelectorRule,
  },
};

const extensionRule: Rule = { fields: { command: commandExtensionRule } };

const menuGroupExtensionRule: Rule = {
  fields: {
    name: { required: 'string' },
    title: { required: 'string' },
    menuLocation: { enumOf: MenuLocation },
  },
};

/** settings.extensions: the legacy list of { command }, or { commands, groups }. */
export const extensionsRule: Rule = {
  anyOf: [
    { arrayOf: extensionRule },
    {
      fields: {
        commands: { required: { arrayOf: commandExtensionRule } },
        groups: { arrayOf: menuGroupExtensionRule },
      },
    },
  ],
};

export function validateExtension(input: unknown): IError[] | undefined {
  return validate(extensionRule, input);
}

export function validateMenuGroupExtension(input: unknown): IError[] | undefined {
  return validate(menuGroupExtensionRule, input);
}
