/**
 * Test photos, made with sharp (a dev dependency; Astro's image pipeline uses it too): a camera-like 12-megapixel
 * JPEG lying on its side with EXIF orientation 6 and a GPS position, a large PNG, a small JPEG. Used by the
 * damage-report tests and by the photo benchmark (e2e/bench/photos.mjs).
 */
import sharp from 'sharp';

const gps = { GPSLatitudeRef: 'N', GPSLatitude: '52/1 7/1 19/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 2/1 34/1' };

/**
 * A 4032×3024 JPEG as a phone stores a portrait photo: the pixels landscape, EXIF orientation 6 (rotate 90° to show),
 * camera make and model, and a GPS position. Blurred noise makes it compress like a real photo (a few MB), not like
 * a flat colour. `seed` varies the content.
 */
export const cameraPhoto = async (seed = 0) => {
  const noise = await sharp({
    create: { width: 4032, height: 3024, channels: 3, noise: { type: 'gaussian', mean: 110 + seed * 7, sigma: 45 } },
  })
    .blur(1.1)
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width: 4032, height: 3024, channels: 3 } })
    .withExif({ IFD0: { Make: 'TestCam', Model: `Phone ${seed}` }, IFD3: gps })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toBuffer();
};

/** A 3000×2000 PNG, e.g. a screenshot of the damage; large and without metadata to drop. */
export const largePng = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, noise: { type: 'gaussian', mean: 140, sigma: 30 } } })
    .blur(2)
    .png({ compressionLevel: 6 })
    .toBuffer();

/** A small 640×480 JPEG: no scaling needed. */
export const smallJpeg = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#2d6cdf' } }).jpeg().toBuffer();

/** True when an EXIF block (as sharp's metadata().exif gives it: "Exif\0\0" + TIFF) points to a GPS directory (tag 0x8825). */
export const exifHasGps = (exif) => {
  if (!exif || exif.length < 14) return false;
  const tiff = 6;
  const little = exif.readUInt16BE(tiff) === 0x4949;
  const u16 = (at) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const u32 = (at) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  const ifd = tiff + u32(tiff + 4);
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) if (u16(ifd + 2 + i * 12) === 0x8825) return true;
  return false;
};
