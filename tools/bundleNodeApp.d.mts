export function bundleNodeApp(options: {
  /** The app's folder (its package.json lists the packages left outside the bundle). */
  appDir: string;
  /** Output name (without .js) → entry file, relative to appDir. */
  entryPoints: Record<string, string>;
  /** Files or folders read at run time, copied from appDir to the same place in dist/. */
  copy?: Array<{ from: string; to: string }>;
}): Promise<void>;
