import { useEffect, useState } from 'react';

const isFontReady = (font: string) =>
  typeof document === 'undefined' || !document.fonts || document.fonts.check(font);

/**
 * Whether a canvas may draw text in `font` (a CSS font shorthand): a web font not loaded yet would be
 * drawn, and measured once and for all, in a fallback font, and a canvas does not redraw when it
 * arrives. Resolves on a failed load too, so a missing font only means the fallback.
 */
export function useFontReady(font: string): boolean {
  const [ready, setReady] = useState(() => isFontReady(font));
  useEffect(() => {
    if (ready) return;
    let current = true;
    const done = () => {
      if (current) setReady(true);
    };
    document.fonts.load(font).then(done, done);
    return () => {
      current = false;
    };
  }, [font, ready]);
  return ready;
}
