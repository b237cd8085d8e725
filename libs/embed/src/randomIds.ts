/** Random identifiers: tracking ids, unique ids of embeds and the session id. Read `crypto` lazily (SSR-safe). */
function randomUint32s(count: number): Uint32Array {
  const values = new Uint32Array(count);
  globalThis.crypto.getRandomValues(values);
  return values;
}

/** A short base-36 id, the shape of the anchor's tracking and unique ids (5–6 characters). */
export function createRandomString(): string {
  return (randomUint32s(1)[0] ?? 0).toString(36).substring(1);
}

/** The per-Service session id: 20 random hex characters (embed spec §9). */
export function createSessionId(): string {
  return Array.from(randomUint32s(3), (n) => n.toString(16).padStart(8, '0'))
    .join('')
    .substring(0, 20);
}
