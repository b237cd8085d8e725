// The ceiling's two ways to run a named statement and get its first row (an array of column values, or
// undefined when it returns none): pg against a PostgreSQL server, or PGlite in-process.
import { PGlite, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** pg prepares a named statement on each pooled connection the first time it runs there. */
export function openPostgres(connectionString) {
  // As many connections as the API's pool, so both get the same database parallelism.
  const pool = new pg.Pool({ connectionString, max: 10 });
  return {
    firstRow: async ({ name, text }, values) =>
      (await pool.query({ name, text, values, rowMode: 'array' })).rows[0],
    close: () => pool.end(),
  };
}

/**
 * PGlite's query() parses and plans every call. Here each statement is parsed once, then every call is one
 * Bind + Execute + Sync sent synchronously (execProtocolRawSync: no other call can interleave, so no lock),
 * and the reply's first DataRow is read directly; every column is text.
 */
export async function openPGlite(dataDir) {
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } }); // its trigram index is in the schema
  const prepared = new Set();
  const send = (...messages) => readReply(db.execProtocolRawSync(concat(messages)));
  return {
    async firstRow({ name, text }, values) {
      if (!prepared.has(name)) {
        send(protocol.serialize.parse({ name, text }), protocol.serialize.sync());
        prepared.add(name);
      }
      return send(
        protocol.serialize.bind({ statement: name, values: values.map(String) }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      );
    },
    close: () => db.close(),
  };
}

function concat(messages) {
  const out = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const message of messages) {
    out.set(message, at);
    at += message.length;
  }
  return out;
}

const utf8 = new TextDecoder();

/** The first DataRow of a backend reply as strings (null for NULL); throws on an ErrorResponse. */
function readReply(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let row;
  for (let at = 0; at < bytes.length; at += 1 + view.getInt32(at + 1)) {
    const type = String.fromCharCode(bytes[at]);
    if (type === 'E') throw new Error(`PGlite: ${errorText(bytes, at + 5)}`);
    if (type !== 'D' || row) continue;
    row = [];
    let p = at + 7; // past type, length and the column count
    for (let n = view.getInt16(at + 5); n > 0; n--) {
      const length = view.getInt32(p);
      p += 4;
      row.push(length < 0 ? null : utf8.decode(bytes.subarray(p, p + length)));
      p += Math.max(length, 0);
    }
  }
  return row;
}

/** An ErrorResponse's fields (code byte, then a NUL-terminated string; a NUL ends them) as "code: message". */
function errorText(bytes, at) {
  const fields = {};
  while (bytes[at] !== 0) {
    const end = bytes.indexOf(0, at + 1);
    fields[String.fromCharCode(bytes[at])] = utf8.decode(bytes.subarray(at + 1, end));
    at = end + 1;
  }
  return `${fields.C}: ${fields.M}`;
}
