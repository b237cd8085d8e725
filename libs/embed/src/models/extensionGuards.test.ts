import {
  isFlatMenuExtension,
  isGroupedMenuExtension,
  isIExtensionArray,
  isIExtensions,
} from './extensionGuards';

describe('extension guards', () => {
  it('call a menu extension grouped when it names a group', () => {
    expect(isGroupedMenuExtension({ groupName: 'g' })).toBe(true);
    expect(isFlatMenuExtension({ groupName: 'g' })).toBe(false);
    expect(isFlatMenuExtension({ groupName: '' })).toBe(true);
    expect(isFlatMenuExtension({ menuLocation: 1 })).toBe(true);
  });

  it('tell { commands, groups } from the legacy list', () => {
    expect(isIExtensions({ commands: [] })).toBe(true);
    expect(isIExtensionArray([])).toBe(true);
    expect(isIExtensions([])).toBe(false);
  });
});
