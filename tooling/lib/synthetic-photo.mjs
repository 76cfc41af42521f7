import sharp from 'sharp';

/**
 * A JPEG that compresses like a photograph: a lit gradient, soft shapes and detail at every
 * scale (value noise whose amplitude halves with each octave), so that its WebP and AVIF files
 * weigh what a real photo's do at the same size. Seeded: the same picture on every run.
 *
 * @param {number} width
 * @param {number} height
 * @param {number} [seed]
 * @returns {Promise<Buffer>}
 */
export async function syntheticPhoto(width, height, seed = 1) {
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  /** One octave of value noise: a grid of random values, bilinearly interpolated. */
  const octave = (cell) => {
    const columns = Math.ceil(width / cell) + 2;
    const rows = Math.ceil(height / cell) + 2;
    const grid = Float32Array.from({ length: columns * rows }, () => random() - 0.5);
    return (x, y) => {
      const gx = x / cell;
      const gy = y / cell;
      const x0 = Math.floor(gx);
      const y0 = Math.floor(gy);
      const fx = gx - x0;
      const fy = gy - y0;
      const at = (cx, cy) => grid[cy * columns + cx] ?? 0;
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      return top * (1 - fy) + bottom * fy;
    };
  };
  const channels = [0, 1, 2].map(() =>
    [256, 128, 64, 32, 16, 8, 4, 2].map((cell) => ({
      noise: octave(cell),
      amplitude: 12 * Math.sqrt(cell),
    })),
  );
  const shapes = Array.from({ length: 40 }, () => ({
    x: random() * width,
    y: random() * height,
    radius: (0.02 + random() * 0.12) * width,
    tint: [random() * 120 - 60, random() * 120 - 60, random() * 120 - 60],
  }));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const light = 150 - (90 * y) / height;
      for (let channel = 0; channel < 3; channel += 1) {
        let value = light + [10, 0, -20][channel];
        for (const { noise, amplitude } of channels[channel]) value += noise(x, y) * amplitude;
        for (const shape of shapes) {
          const distance = Math.hypot(x - shape.x, y - shape.y) / shape.radius;
          if (distance < 1) value += shape.tint[channel];
        }
        pixels[(y * width + x) * 3 + channel] = Math.max(0, Math.min(255, value));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 90 })
    .toBuffer();
}
