/** Menu extensions (settings.extensions): custom commands in visual menus, optionally in groups. Types only. */
import type { MenuLocation } from './enums';
import type { IVisualSelector, IVisualTypeSelector } from './selectorTypes';

/** Marker for an extension point; it has no fields of its own. */
export type IExtensionPoint = object;
export interface IMenuExtensionBase {
  title?: string;
  icon?: string;
}
/** Placed at the top or bottom of the menu; must not name a group. */
export interface IFlatMenuExtension extends IMenuExtensionBase {
  menuLocation?: MenuLocation;
}
/** Placed inside a group; the group decides the location. */
export interface IGroupedMenuExtension extends IMenuExtensionBase {
  groupName: string;
}
export type IMenuExtension = IFlatMenuExtension | IGroupedMenuExtension;
export interface IExtensionPoints {
  visualContextMenu?: IMenuExtension;
  visualOptionsMenu?: IMenuExtension;
}
export interface IExtensionItem {
  name: string;
  extend: IExtensionPoints;
}
export type CommandExtensionSelector = IVisualSelector | IVisualTypeSelector;
export interface ICommandExtension extends IExtensionItem {
  title: string;
  icon?: string;
  selector?: CommandExtensionSelector;
}
export interface IMenuGroupExtension {
  name: string;
  title: string;
  /** Top puts the group at the top of the menu (the latest added first); Bottom or unset at the bottom. */
  menuLocation?: MenuLocation;
}
/** The legacy form: one command per entry. */
export interface IExtension {
  command?: ICommandExtension;
}
export interface IExtensions {
  commands: ICommandExtension[];
  groups?: IMenuGroupExtension[];
}
export type Extensions = IExtension[] | IExtensions;
