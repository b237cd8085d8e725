/** The body classes of portal spec §2.3: tc-prime or tc-standard, optionally with '-modern'. */
const SHELL_BODY_CLASS = /^tc-(prime|standard)(-modern)?$/;

/**
 * Puts `className` on an element's class list in place of any other shell body class, leaving every
 * unrelated class alone. Returns the undo: it removes what was added and puts back what was replaced.
 */
export function applyBodyClass(classList: DOMTokenList, className: string): () => void {
  const replaced = [...classList].filter((c) => SHELL_BODY_CLASS.test(c) && c !== className);
  const added = !classList.contains(className);
  classList.remove(...replaced);
  classList.add(className);
  return () => {
    if (added) classList.remove(className);
    classList.add(...replaced);
  };
}
