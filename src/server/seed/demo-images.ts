import { crc32, deflateSync } from "node:zlib";

// Covers for the demo publications, drawn here: the product ships no stock photos and downloads none.
// A PNG is its signature and three chunks; the picture is a landscape — a sky's gradient, a sun, hills.

type Rgb = readonly [number, number, number];

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `width` × `height` whose pixels `paint` gives. */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      const at = y * stride + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** A landscape's colours: the sky from top to horizon, the sun, the far and near hills. */
export interface Scene {
  readonly skyTop: Rgb;
  readonly skyLow: Rgb;
  readonly sun: Rgb;
  readonly far: Rgb;
  readonly near: Rgb;
  /** Where the sun stands, as shares of the width and height. */
  readonly sunAt: readonly [number, number];
  /** Shifts the hills' waves, so that no two covers look alike. */
  readonly phase: number;
}

/** A 960 × 480 landscape cover. */
export function landscape(scene: Scene, width = 960, height = 480): Buffer {
  const sunX = scene.sunAt[0] * width;
  const sunY = scene.sunAt[1] * height;
  const sunR = height * 0.11;
  const hill = (x: number, base: number, amplitude: number, waves: number) =>
    height * (base + amplitude * Math.sin((x / width) * Math.PI * waves + scene.phase));
  return encodePng(width, height, (x, y) => {
    if (y > hill(x, 0.78, 0.06, 3.1)) return mix(scene.near, [0, 0, 0], (y / height - 0.78) * 0.6);
    if (y > hill(x, 0.62, 0.08, 1.7)) return scene.far;
    const distance = Math.hypot(x - sunX, y - sunY);
    const sky = mix(scene.skyTop, scene.skyLow, y / height);
    if (distance < sunR) return scene.sun;
    // The sun's glow fades into the sky.
    return distance < sunR * 3 ? mix(scene.sun, sky, (distance - sunR) / (sunR * 2)) : sky;
  });
}
