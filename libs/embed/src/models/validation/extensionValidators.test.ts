import { validateExtension, validateMenuGroupExtension } from './extensionValidators';
import { validateSettings } from './settingsValidators';

const message = (errors: { message: string }[] | undefined) => errors?.[0]?.message;
const withMenu = (visualContextMenu: unknown) =>
  message(validateExtension({ command: { name: 'n', title: 't', extend: { visualContextMenu } } }));

describe('extension validators', () => {
  it('require name, extend and title, in that order', () => {
    expect(message(validateExtension({ command: {} }))).toBe('name is required');
    expect(message(validateExtension({ command: { name: 'n', title: 't' } }))).toBe('extend is required');
    expect(message(validateExtension({ command: { name: 'n', extend: {} } }))).toBe('title is required');
  });

  it('forbid a group on a flat menu extension and a location on a grouped one', () => {
    expect(withMenu({ menuLocation: 1 })).toBeUndefined();
    expect(withMenu({ groupName: 'g' })).toBeUndefined();
    // powerbi-models: "visualContextMenu property is invalid"; ours names the field at fault.
    expect(withMenu({ groupName: 'g', menuLocation: 0 })).toBe(
      'command.extend.visualContextMenu.groupName is forbidden',
    );
    expect(withMenu({ groupName: null })).toBe('command.extend.visualContextMenu.groupName is forbidden');
    expect(withMenu({ groupName: 1 })).toBe('command.extend.visualContextMenu.groupName is forbidden');
    expect(withMenu({ groupName: 'g', title: 1 })).toBe(
      'command.extend.visualContextMenu.title must be a string',
    );
  });

  it('check groups and the { commands, groups } form', () => {
    expect(message(validateMenuGroupExtension({ name: 'g' }))).toBe('title is required');
    // powerbi-models: "extensions property is invalid".
    expect(message(validateSettings({ extensions: { groups: [] } }))).toBe('extensions.commands is required');
    expect(message(validateSettings({ extensions: 'x' }))).toBe('extensions property is invalid');
    expect(validateSettings({ extensions: { commands: [] } })).toBeUndefined();
  });
});
