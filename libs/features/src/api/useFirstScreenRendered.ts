import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { NO_FIRST_SCREEN_GATE, type FirstScreenGate } from './firstScreenGate';

const FirstScreen = createContext<FirstScreenGate>(NO_FIRST_SCREEN_GATE);

/** Gives the tree below its first-screen gate (createFirstScreenGate); without one nothing waits. */
export const FirstScreenProvider = FirstScreen.Provider;

/**
 * Tells the first-screen gate, once `ready`, that the screen has rendered with the data it draws first, so
 * what waits for it may follow once it is on screen. Later screens' calls change nothing.
 */
export function useFirstScreenRendered(ready: boolean): void {
  const gate = useContext(FirstScreen);
  useEffect(() => {
    if (ready) gate.screenRendered();
  }, [ready, gate]);
}

/** Whether the first screen is on screen: what is not part of it (a stream, say) starts after. */
export function useFirstScreenShown(): boolean {
  const gate = useContext(FirstScreen);
  return useSyncExternalStore(gate.subscribe, gate.isOpen, gate.isOpen);
}
