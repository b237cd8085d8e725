import { afterNextPaint } from '@nuvem/features';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children once the page has been painted without them: what nobody sees in the first frame
 * (a closed drawer and dialog, the notices, a check that may open a dialog) does not hold that frame back.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let current = true;
    void afterNextPaint().then(() => current && setPainted(true));
    return () => {
      current = false;
    };
  }, []);
  return painted ? children : null;
}
