import { models } from '@nuvem/embed';

export type MenuKind = 'visualContextMenu' | 'visualOptionsMenu';

/** An extension command as one visual's menu shows it. */
export interface VisualMenuCommand {
  /** The command's name, raised back in commandTriggered. */
  name: string;
  /** What the menu item reads: the menu's title for it, else the command's title. */
  title: string;
  /** The command's own title (commandTriggered carries it). */
  commandTitle: string;
  icon?: string;
  /** The group's title when the command sits in a group. */
  group?: string;
  location: models.MenuLocation;
}

type Selector = { visualName?: unknown; visualType?: unknown } | undefined;

function commandsOf(extensions: models.Extensions | undefined): {
  commands: models.ICommandExtension[];
  groups: models.IMenuGroupExtension[];
} {
  if (!extensions) return { commands: [], groups: [] };
  if (Array.isArray(extensions))
    return { commands: extensions.flatMap((entry) => (entry.command ? [entry.command] : [])), groups: [] };
  return { commands: extensions.commands ?? [], groups: extensions.groups ?? [] };
}

const appliesTo = (selector: Selector, visual: { name: string; type: string }) =>
  !selector ||
  (selector.visualName !== undefined
    ? selector.visualName === visual.name
    : selector.visualType === undefined || selector.visualType === visual.type);

/**
 * The extension commands a host added to one visual's context or options menu (settings.extensions, embed
 * spec §3 "Extensions"): those whose selector picks the visual (by name or type; none picks all). A grouped
 * command takes its group's location; Top items come first, each location in the order given.
 */
export function menuCommandsFor(
  settings: models.ISettings,
  visual: { name: string; type: string },
  menu: MenuKind,
): VisualMenuCommand[] {
  const { commands, groups } = commandsOf(settings.extensions);
  const items: VisualMenuCommand[] = [];
  for (const command of commands) {
    const extension = command.extend?.[menu] as
      (models.IFlatMenuExtension & Partial<models.IGroupedMenuExtension>) | undefined;
    if (!extension || !appliesTo(command.selector as Selector, visual)) continue;
    const group = extension.groupName
      ? groups.find((candidate) => candidate.name === extension.groupName)
      : undefined;
    items.push({
      name: command.name,
      title: extension.title || command.title,
      commandTitle: command.title,
      ...(command.icon && menu === 'visualOptionsMenu' ? { icon: command.icon } : {}),
      ...(group ? { group: group.title } : {}),
      location: (group ? group.menuLocation : extension.menuLocation) ?? models.MenuLocation.Bottom,
    });
  }
  const top = items.filter((item) => item.location === models.MenuLocation.Top);
  const bottom = items.filter((item) => item.location !== models.MenuLocation.Top);
  return [...top, ...bottom];
}
