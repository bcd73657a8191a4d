import { inflateSync } from 'node:zlib';

// A WOFF 1.0 font (W3C, https://www.w3.org/TR/WOFF/) unpacked into the plain TrueType/OpenType
// file it wraps, once per process. fontkit reads a WOFF's tables through its pure-JS inflate on
// every access, so each PDF paid about 50 ms of CPU to inflate the same glyphs again (issue 29's
// profile of the sender); the unpacked font is read in place.

const HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/** The sfnt (TrueType/OpenType) font inside a WOFF file; throws on anything else. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('a WOFF table has the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });

  // The offset table's binary-search fields, as the OpenType spec defines them.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY;
  const padded = (length: number) => (length + 3) & ~3;
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), offset);
  const sfnt = Buffer.alloc(size);
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * SFNT_ENTRY - searchRange, 10);
  // WOFF keeps its directory sorted by tag, as sfnt requires.
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
