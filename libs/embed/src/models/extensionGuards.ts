/** Type guards over menu extensions, with powerbi-models' semantics (checked in tests/compat). */
import type {
  Extensions,
  IExtension,
  IExtensions,
  IFlatMenuExtension,
  IGroupedMenuExtension,
  IMenuExtension,
} from './extensionTypes';

/** Flat unless it names a group (an empty name does not count). */
export function isFlatMenuExtension(menuExtension: IMenuExtension): menuExtension is IFlatMenuExtension {
  return !!menuExtension && !(menuExtension as IGroupedMenuExtension).groupName;
}

export function isGroupedMenuExtension(
  menuExtension: IMenuExtension,
): menuExtension is IGroupedMenuExtension {
  return !!menuExtension && !!(menuExtension as IGroupedMenuExtension).groupName;
}

/** Extensions come either as { commands, groups } or as the legacy list of { command }. */
export function isIExtensions(extensions: Extensions): extensions is IExtensions {
  return !!extensions && !Array.isArray(extensions);
}

export function isIExtensionArray(extensions: Extensions): extensions is IExtension[] {
  return Array.isArray(extensions);
}
