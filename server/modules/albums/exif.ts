/**
 * Reads the time a photo was taken from its EXIF block (sharp's `metadata().exif`: the APP1
 * segment, "Exif\0\0" then a TIFF structure). Only what the album needs: DateTimeOriginal (tag
 * 0x9003 in the Exif IFD), else DateTimeDigitized (0x9004), else IFD0's DateTime (0x0132). EXIF
 * times carry no zone; they are read as the camera's wall clock and stored as that time in UTC,
 * which keeps one camera's photos in the order they were taken (all the album uses them for).
 * Anything malformed answers null: a photo without a readable time sorts by its upload time.
 */
export function exifTakenAt(exif: Buffer | undefined): Date | null {
  if (!exif || exif.length < 14) return null;
  try {
    const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
    const order = exif.subarray(tiff, tiff + 2).toString('latin1');
    if (order !== 'II' && order !== 'MM') return null;
    const le = order === 'II';
    const u16 = (at: number) => (le ? exif.readUInt16LE(tiff + at) : exif.readUInt16BE(tiff + at));
    const u32 = (at: number) => (le ? exif.readUInt32LE(tiff + at) : exif.readUInt32BE(tiff + at));
    if (u16(2) !== 42) return null;

    /** The entries of the IFD at `offset`: tag → [type, count, value offset field's position]. */
    type Entry = { type: number; count: number; at: number };
    const entries = (offset: number) => {
      const found = new Map<number, Entry>();
      const n = u16(offset);
      for (let i = 0; i < n && i < 512; i++) {
        const at = offset + 2 + i * 12;
        found.set(u16(at), { type: u16(at + 2), count: u32(at + 4), at: at + 8 });
      }
      return found;
    };
    const ascii = (e: { type: number; count: number; at: number } | undefined): string | null => {
      if (!e || e.type !== 2 || e.count < 19) return null;
      const start = e.count > 4 ? u32(e.at) : e.at;
      return exif.subarray(tiff + start, tiff + start + 19).toString('latin1');
    };

    const ifd0 = entries(u32(4));
    const exifPointer = ifd0.get(0x8769);
    const sub = exifPointer ? entries(u32(exifPointer.at)) : new Map<number, Entry>();
    return parseExifTime(ascii(sub.get(0x9003)) ?? ascii(sub.get(0x9004)) ?? ascii(ifd0.get(0x0132)));
  } catch {
    return null;
  }
}

/** "2027:06:12 16:04:05" → that time in UTC; null for anything else (including "0000:00:00 00:00:00"). */
export function parseExifTime(value: string | null): Date | null {
  const m = value ? /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value) : null;
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCDate() === d ? date : null;
}
