import { models } from '@nuvem/embed';

type Selector = { visualName?: unknown; visualType?: unknown } | undefined;

/**
 * Whether one of Power BI's built-in visual commands (settings.commands: exportData, seeData, sort,
 * focusMode…) is offered on a visual: the first entry naming it whose selector picks the visual decides;
 * Disabled and Hidden both keep it out of the menu. Offered when nothing says otherwise.
 */
export function isCommandOffered(
  settings: models.ISettings,
  command: keyof models.ICommandsSettings,
  visual: { name: string; type: string },
): boolean {
  const entries = Array.isArray(settings.commands) ? settings.commands : [];
  for (const entry of entries) {
    const setting = entry[command];
    if (!setting) continue;
    const selector = setting.selector as Selector;
    const picks =
      !selector ||
      (selector.visualName !== undefined
        ? selector.visualName === visual.name
        : selector.visualType === visual.type);
    if (picks) return setting.displayOption === models.CommandDisplayOption.Enabled;
  }
  return true;
}
