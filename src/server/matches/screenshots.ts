import { fileTypeFromBuffer } from 'file-type';
import { SCREENSHOT_TYPES, type ScreenshotType } from '../../shared/result-reports.ts';

// A report's screenshot (docs/decisions/0025-championship-rules.md, "Results and scoring"): typed
// by its content (file-type reads the magic bytes; the name and the declared type are ignored), and
// stored without its metadata. No pure-JS library re-encodes all of PNG, JPEG and WebP (WebP has
// no encoder without WebAssembly or a native addon), so the metadata is cut out of the file's own
// structure instead, the pixels untouched: PNG's text, time and eXIf chunks, JPEG's APPn (but the
// Adobe APP14 that tells a decoder the colour transform) and COM segments, WebP's EXIF and XMP
// chunks (and their flags in VP8X). Anything that does not parse as its format is refused.

export class BrokenImageError extends Error {}

/** The image type of these bytes by their content, or null when they are not a PNG, JPEG or WebP. */
export async function sniffScreenshot(bytes: Uint8Array): Promise<ScreenshotType | null> {
  const type = await fileTypeFromBuffer(bytes);
  return SCREENSHOT_TYPES.find((t) => t === type?.mime) ?? null;
}

/** The image without its metadata; throws BrokenImageError when its structure does not parse. */
export function stripMetadata(bytes: Uint8Array, type: ScreenshotType): Buffer {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'image/png') return stripPng(buffer);
  if (type === 'image/jpeg') return stripJpeg(buffer);
  return stripWebp(buffer);
}

const broken = (what: string) => new BrokenImageError(`Not a well-formed ${what}`);

/** PNG chunks that carry metadata rather than the picture. */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME', 'dSIG']);

function stripPng(png: Buffer): Buffer {
  const kept: Buffer[] = [png.subarray(0, 8)];
  let at = 8;
  let ended = false;
  while (at + 12 <= png.length && !ended) {
    const length = png.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > png.length) throw broken('PNG');
    const name = png.toString('latin1', at + 4, at + 8);
    if (!PNG_METADATA.has(name)) kept.push(png.subarray(at, end));
    ended = name === 'IEND';
    at = end;
  }
  if (!ended) throw broken('PNG');
  return Buffer.concat(kept);
}

const ADOBE_APP14 = 0xee;

function stripJpeg(jpeg: Buffer): Buffer {
  const kept: Buffer[] = [jpeg.subarray(0, 2)];
  let at = 2;
  while (at < jpeg.length) {
    if (jpeg[at] !== 0xff) throw broken('JPEG');
    const marker = jpeg[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      kept.push(jpeg.subarray(at, at + 2));
      return Buffer.concat(kept);
    }
    if (at + 4 > jpeg.length) throw broken('JPEG');
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    if (end > jpeg.length) throw broken('JPEG');
    const isMetadata = (marker >= 0xe0 && marker <= 0xef && marker !== ADOBE_APP14) || marker === 0xfe;
    if (marker === 0xda) {
      const next = scanEnd(jpeg, end);
      kept.push(jpeg.subarray(at, next));
      at = next;
      continue;
    }
    if (!isMetadata) kept.push(jpeg.subarray(at, end));
    at = end;
  }
  throw broken('JPEG');
}

/**
 * Where a scan's entropy-coded data ends: at the next marker that is not a stuffed 0xFF00 or a
 * restart marker (later scans and segments follow in a progressive JPEG).
 */
function scanEnd(jpeg: Buffer, from: number): number {
  let next = from;
  while (next + 1 < jpeg.length) {
    const following = jpeg[next + 1]!;
    if (jpeg[next] === 0xff && following !== 0x00 && !(following >= 0xd0 && following <= 0xd7)) break;
    next += 1;
  }
  return next;
}

const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

function stripWebp(webp: Buffer): Buffer {
  if (webp.length < 12 || webp.toString('latin1', 8, 12) !== 'WEBP') throw broken('WebP');
  const riffEnd = Math.min(webp.length, 8 + webp.readUInt32LE(4));
  const kept: Buffer[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const name = webp.toString('latin1', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2); // chunks are padded to an even size
    if (at + 8 + size > riffEnd) throw broken('WebP');
    const chunk = Buffer.from(webp.subarray(at, Math.min(end, riffEnd)));
    if (name === 'VP8X') chunk[8] = chunk[8]! & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
    if (name !== 'EXIF' && name !== 'XMP ') kept.push(chunk);
    at = end;
  }
  if (!kept.length) throw broken('WebP');
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
