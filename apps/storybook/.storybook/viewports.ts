/**
 * The screen sizes the shell is checked at (portal issue 11, small screens): a phone and a tablet, both
 * below MUI's `md`, where the menu is a drawer. A story picks one with
 * `globals: { viewport: { value: 'phone', isRotated: false } }`; the toolbar resizes the canvas, and the
 * test runner sizes its page to it before the story renders (see test-runner.ts).
 */
export const VIEWPORTS = {
  phone: { name: 'Telefone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
} as const;

/** The page size everything else is tested at. */
export const DEFAULT_TEST_VIEWPORT = { width: 1280, height: 800 } as const;

interface StoryViewportInfo {
  parameters?: { viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> } };
  globals?: Record<string, unknown>;
  storyGlobals?: Record<string, unknown>;
}

/** The page size a story asks for through its viewport global, or the default one. */
export function testViewportOf(story: StoryViewportInfo): { width: number; height: number } {
  const global = story.storyGlobals?.viewport ?? story.globals?.viewport;
  const value = typeof global === 'string' ? global : (global as { value?: string } | undefined)?.value;
  const styles = value ? story.parameters?.viewport?.options?.[value]?.styles : undefined;
  const width = Number.parseInt(styles?.width ?? '', 10);
  const height = Number.parseInt(styles?.height ?? '', 10);
  return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : DEFAULT_TEST_VIEWPORT;
}
