import type { MenuLocation } from '../models/enums';
import type { ICommandExtension } from '../models/extensionTypes';
import { VISUAL_SELECTOR_SCHEMA, VISUAL_TYPE_SELECTOR_SCHEMA } from '../models/schemaMarkers';

export type MenuType = 'visualContextMenu' | 'visualOptionsMenu';

export interface MenuCommandRequest {
  commandName: string;
  commandTitle: string;
  menuTitle: string | undefined;
  menuLocation: MenuLocation | undefined;
  visualName?: string;
  visualType?: string;
  groupName?: string;
  commandIcon?: string;
}

/** The command extension the frame expects for a context-menu or options-menu command (embed spec §3). */
export function createMenuCommand(type: MenuType, request: MenuCommandRequest): ICommandExtension {
  const menu: Record<string, unknown> = { title: request.menuTitle, menuLocation: request.menuLocation };
  if (request.groupName) {
    delete menu.menuLocation;
    menu.groupName = request.groupName;
  }
  const command: Record<string, unknown> = {
    name: request.commandName,
    title: request.commandTitle,
    extend: { [type]: menu },
  };
  if (type === 'visualOptionsMenu' && request.commandIcon !== undefined) command.icon = request.commandIcon;
  // A visual type, when given, wins over a visual name (as in the anchor).
  if (request.visualType) {
    command.selector = { $schema: VISUAL_TYPE_SELECTOR_SCHEMA, visualType: request.visualType };
  } else if (request.visualName) {
    command.selector = { $schema: VISUAL_SELECTOR_SCHEMA, visualName: request.visualName };
  }
  return command as unknown as ICommandExtension;
}

/** A copy of the commands with one menu removed from the named command, or undefined when it has none. */
export function withoutMenu(
  commands: readonly ICommandExtension[],
  type: MenuType,
  commandName: string,
  menuTitle: string,
): ICommandExtension[] | undefined {
  const copy = structuredClone(commands) as ICommandExtension[];
  const command = copy.find((candidate) => {
    const menu = (candidate.extend as Record<string, { title?: string } | undefined>)[type];
    return candidate.name === commandName && menu?.title === menuTitle;
  }) as (ICommandExtension & { icon?: string }) | undefined;
  if (!command) return undefined;
  delete (command.extend as Record<string, unknown>)[type];
  // The icon belongs to the options menu: it goes with it.
  if (type === 'visualOptionsMenu') delete command.icon;
  return copy;
}
