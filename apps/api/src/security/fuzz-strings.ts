// The hostile strings of the input fuzz: what PostgreSQL cannot store (NUL, unpaired surrogates), what is
// too long for an index or a body, right-to-left and control characters, and bytes that are not UTF-8 at
// all; and JSON nested 10,000 deep, as text (the API must not count brackets inside a string). Each is put in a URL the way a hostile client would write it (percent-encoded bytes, WTF-8 for a
// lone surrogate), and in a JSON body as JSON.stringify writes it.

export interface HostileString {
  name: string;
  value: string;
  /** The value percent-encoded as raw bytes that are not UTF-8 (e.g. an overlong NUL), instead of `value`. */
  rawUrl?: string;
  /** The value as raw body bytes that are not UTF-8, put inside a JSON string, instead of `value`. */
  rawBody?: Buffer;
}

/** 10,000 arrays, one inside the other: 20 KB, under every body limit, far past any sensible depth. */
export const deeplyNestedJson = '['.repeat(10_000) + ']'.repeat(10_000);

export const hostileStrings: HostileString[] = [
  { name: 'NUL inside', value: 'a\u0000b' },
  { name: 'NUL alone', value: '\u0000' },
  { name: 'lone high surrogate', value: '\ud800' },
  { name: 'lone low surrogate', value: 'x\udc00y' },
  { name: 'surrogates reversed', value: '\udc00\ud800' },
  { name: 'past an index row (3,000 two-byte characters)', value: 'é'.repeat(3_000) },
  { name: 'near the body limit (60,000 characters)', value: 'x'.repeat(60_000) },
  { name: 'right-to-left override and RTL scripts', value: '\u202egnp.exe\u202c مرحبا עברית' },
  { name: 'control characters', value: '\u0001\u0007\u001b[31m\b\t\r\n\u007f\u0085' },
  { name: 'BOM and non-characters', value: '\ufeff\uffff\ufffe' },
  { name: 'emoji sequence and combining mark', value: '👩‍👩‍👧 e\u0301' },
  { name: 'SQL and path syntax', value: "' OR 1=1; -- ../../%00" },
  { name: 'JSON nested 10,000 deep, as text', value: deeplyNestedJson },
  {
    name: 'overlong UTF-8 NUL (C0 80)',
    value: '\ufffd\ufffd',
    rawUrl: '%C0%80',
    rawBody: Buffer.from([0xc0, 0x80]),
  },
  {
    name: 'UTF-8-encoded surrogate (ED A0 80)',
    value: '\ufffd',
    rawUrl: '%ED%A0%80',
    rawBody: Buffer.from([0xed, 0xa0, 0x80]),
  },
];

/** One UTF-16 code unit of a lone surrogate as the three bytes WTF-8 gives it. */
function wtf8(unit: number): string {
  const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
  return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
}

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) out += wtf8(unit);
    else out += encodeURIComponent(text[i]!);
  }
  return out;
}

/** How the hostile string goes into a URL. */
export const inUrl = (hostile: HostileString): string => hostile.rawUrl ?? percentEncode(hostile.value);
