/** An extension command a host page added to a visual's options menu (embed settings' extensions). */
export interface VisualCommand {
  /** The command's name, handed back when chosen (commandTriggered). */
  name: string;
  /** What the menu shows, already in the viewer's language. */
  title: string;
}
