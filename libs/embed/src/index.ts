/**
 * @nuvem/embed: the frame SDK. Its implementation lands with issue 3; this entry point keeps the
 * package in the workspace graph so that its boundaries are linted from the start.
 */
export const SDK_VERSION = '2.23.9';
