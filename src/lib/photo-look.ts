/**
 * How a prepared photo looks next to what it was made from (issue 42): SSIM (structural similarity: local means,
 * contrast and structure in windows of 8 × 8 px) of the luminance, both at half size. Half size because a photo is
 * looked at as a whole, and because there the grain of a camera averages away on both sides: at full size SSIM counts
 * grain that no encoder keeps as lost detail (the daylight street scores 0.91–0.92 at any quality there, 0.98–0.99 at
 * half size), while a scratch, a dent's edge and a plate's letters are still there to compare.
 */
/** Luminance at half size (2 × 2 px averaged) of a canvas's pixels. */
export const lumaOf = (canvas: OffscreenCanvas | HTMLCanvasElement): { luma: Float32Array; width: number; height: number } => {
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  const width = Math.floor(canvas.width / 2);
  const height = Math.floor(canvas.height / 2);
  const { data } = context.getImageData(0, 0, width * 2, height * 2);
  const luma = new Float32Array(width * height);
  const row = width * 2 * 4;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (const at of [y * 2 * row + x * 8, y * 2 * row + x * 8 + 4, (y * 2 + 1) * row + x * 8, (y * 2 + 1) * row + x * 8 + 4])
        sum += 0.299 * (data[at] ?? 0) + 0.587 * (data[at + 1] ?? 0) + 0.114 * (data[at + 2] ?? 0);
      luma[y * width + x] = sum / 4;
    }
  return { luma, width, height };
};

/** The mean SSIM of two luminance images of the same size, over windows of 8 × 8 px every 4 px (1 = the same). */
export const ssim = (a: Float32Array, b: Float32Array, width: number, height: number): number => {
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let sum = 0;
  let windows = 0;
  for (let y = 0; y + 8 <= height; y += 4)
    for (let x = 0; x + 8 <= width; x += 4) {
      let ma = 0;
      let mb = 0;
      for (let j = 0; j < 8; j++)
        for (let i = 0; i < 8; i++) {
          const k = (y + j) * width + x + i;
          ma += a[k] ?? 0;
          mb += b[k] ?? 0;
        }
      ma /= 64;
      mb /= 64;
      let va = 0;
      let vb = 0;
      let cov = 0;
      for (let j = 0; j < 8; j++)
        for (let i = 0; i < 8; i++) {
          const k = (y + j) * width + x + i;
          const da = (a[k] ?? 0) - ma;
          const db = (b[k] ?? 0) - mb;
          va += da * da;
          vb += db * db;
          cov += da * db;
        }
      sum += ((2 * ma * mb + c1) * ((2 * cov) / 63 + c2)) / ((ma * ma + mb * mb + c1) * ((va + vb) / 63 + c2));
      windows++;
    }
  return windows ? sum / windows : 1;
};
