/**
 * The regular files of an uncompressed tar archive (ustar), read from memory: enough for the small archives
 * that @sparticuz/chromium ships its libraries in, without a tar dependency.
 * @param {Buffer} archive
 * @returns {Array<{ path: string; mode: number; data: Buffer }>}
 */
export function tarFiles(archive) {
  const files = [];
  for (let offset = 0; offset + 512 <= archive.length;) {
    const header = archive.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break; // end of archive
    const field = (start, length) => header.toString('latin1', start, start + length).replace(/\0.*$/s, '');
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1);
    const prefix = field(345, 155);
    const name = field(0, 100);
    const body = offset + 512;
    if (type === '0' || type === '') {
      files.push({
        path: prefix ? `${prefix}/${name}` : name,
        mode: Number.parseInt(field(100, 8).trim() || '644', 8),
        data: archive.subarray(body, body + size),
      });
    }
    offset = body + Math.ceil(size / 512) * 512;
  }
  return files;
}
