/** The weights the visuals draw with (text on canvases waits for its font, see libs/ui useFontReady). */
const fonts = ['400 12px Roboto', '500 12px Roboto', '700 12px Roboto'];

/**
 * Starts downloading the web fonts at once. A browser fetches a font only when some text first needs it, which
 * here is after the content and its data have arrived; the charts then wait for it before drawing. Asked for
 * at start, the fonts arrive while the content is being fetched.
 */
export function warmFonts(): void {
  if (typeof document === 'undefined' || !document.fonts) return;
  for (const font of fonts) void document.fonts.load(font).catch(() => undefined);
}
