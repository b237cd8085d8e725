/**
 * Copies a child's output to ours with `prefix` at the start of each line, and nothing else: the bytes as they
 * come, one write per chunk (no decoding, splitting or re-printing line by line), and a line split across
 * chunks gets its prefix once. A full stdout pauses the child's stream until it drains.
 */
export function prefixLines(from, prefix) {
  const head = Buffer.from(prefix);
  let atLineStart = true;
  from.on('data', (chunk) => {
    const parts = [];
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      if (atLineStart) parts.push(head);
      parts.push(chunk.subarray(start, end + 1));
      start = end + 1;
      atLineStart = true;
    }
    if (start < chunk.length) {
      if (atLineStart) parts.push(head);
      parts.push(chunk.subarray(start));
      atLineStart = false;
    }
    if (!process.stdout.write(Buffer.concat(parts))) {
      from.pause();
      process.stdout.once('drain', () => from.resume());
    }
  });
}
