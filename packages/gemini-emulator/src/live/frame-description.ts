// Without a vision model it can honestly tell only a frame's size and main colour.
import jpeg from "jpeg-js";

const NAMED_COLOURS: ReadonlyArray<{ name: string; rgb: readonly [number, number, number] }> = [
  { name: "black", rgb: [0, 0, 0] },
  { name: "white", rgb: [255, 255, 255] },
  { name: "grey", rgb: [128, 128, 128] },
  { name: "red", rgb: [220, 30, 30] },
  { name: "orange", rgb: [255, 140, 0] },
  { name: "yellow", rgb: [240, 220, 30] },
  { name: "green", rgb: [40, 170, 40] },
  { name: "blue", rgb: [30, 80, 220] },
  { name: "purple", rgb: [130, 50, 170] },
  { name: "pink", rgb: [255, 150, 190] },
  { name: "brown", rgb: [130, 80, 40] },
];

function nearestColour(r: number, g: number, b: number): string {
  let best = "grey";
  let bestDistance = Infinity;
  for (const { name, rgb } of NAMED_COLOURS) {
    const distance = (r - rgb[0]) ** 2 + (g - rgb[1]) ** 2 + (b - rgb[2]) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = name;
    }
  }
  return best;
}

export interface FrameDescription {
  width: number;
  height: number;
  mainColour: string;
}

export function describeJpeg(bytes: Buffer): FrameDescription | undefined {
  let image: { width: number; height: number; data: Uint8Array };
  try {
    image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: false, maxResolutionInMP: 4, maxMemoryUsageInMB: 64 });
  } catch {
    return undefined;
  }
  const counts = new Map<string, number>();
  const pixels = image.width * image.height;
  const stride = Math.max(1, Math.floor(pixels / 4000));
  for (let pixel = 0; pixel < pixels; pixel += stride) {
    const at = pixel * 3;
    const name = nearestColour(image.data[at] ?? 0, image.data[at + 1] ?? 0, image.data[at + 2] ?? 0);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const mainColour = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "grey";
  return { width: image.width, height: image.height, mainColour };
}

export function describeView(frame: FrameDescription | undefined): string {
  if (!frame) return "I can't see anything yet. Try turning on your camera!";
  return `I can see a picture ${frame.width} by ${frame.height} pixels, and it is mostly ${frame.mainColour}. I'm an offline helper, so I can't tell what things are in it.`;
}
