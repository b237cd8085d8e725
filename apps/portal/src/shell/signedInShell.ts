/**
 * Re-exported by every screen drawn only inside the signed-in shell. The static link tells the bundler that
 * such a screen's code always comes with the shell's, so the modules they share go once into the shell's
 * chunk instead of one small chunk per set of screens that use them: the home then needs 34 scripts, not 71
 * (each one a request on a user's link). Screens also shown signed out, in the public frame (user
 * preferences, the pages that say what they will hold), do not re-export it: a visitor would download the
 * shell for them.
 */
export { PortalShell as signedInShell } from './PortalShell';
