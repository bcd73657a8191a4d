import { describe, expect, it } from 'vitest';
import {
  MARKER,
  jpegWithMetadata,
  pngWithMetadata,
  webpWithMetadata,
} from '../../../test/support/screenshots.ts';
import { BrokenImageError, sniffScreenshot, stripMetadata } from './screenshots.ts';

// A report's screenshot is typed by its content and stored without metadata
// (docs/decisions/0025-championship-rules.md, "Results and scoring").

describe('a screenshot', () => {
  it.each([
    ['image/png', pngWithMetadata(), ['IHDR', 'IDAT', 'IEND']],
    ['image/jpeg', jpegWithMetadata(), []],
    ['image/webp', webpWithMetadata(), ['VP8X', 'VP8L']],
  ] as const)(
    '%s is known by its bytes and loses its metadata, keeping the picture',
    async (type, bytes, kept) => {
      expect(await sniffScreenshot(bytes)).toBe(type);
      const stripped = stripMetadata(bytes, type);
      expect(stripped.includes(MARKER)).toBe(false);
      for (const part of kept) expect(stripped.includes(part)).toBe(true);
      expect(await sniffScreenshot(stripped)).toBe(type);
    },
  );

  it('drops the JPEG APP1 and comment segments but keeps the scan byte for byte', () => {
    const stripped = stripMetadata(jpegWithMetadata(), 'image/jpeg');
    expect(stripped.includes(Buffer.from('Exif'))).toBe(false);
    expect(stripped.includes(Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd9]))).toBe(true);
  });

  it('clears the WebP EXIF and XMP flags and keeps the RIFF size right', () => {
    const stripped = stripMetadata(webpWithMetadata(), 'image/webp');
    expect(stripped[20]! & 0x0c).toBe(0);
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
  });

  it('is refused when it is not an image, or its structure is cut short', async () => {
    expect(await sniffScreenshot(Buffer.from('hello, not an image'))).toBeNull();
    expect(await sniffScreenshot(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(() => stripMetadata(pngWithMetadata().subarray(0, 40), 'image/png')).toThrow(BrokenImageError);
    expect(() => stripMetadata(jpegWithMetadata().subarray(0, 30), 'image/jpeg')).toThrow(BrokenImageError);
  });
});
