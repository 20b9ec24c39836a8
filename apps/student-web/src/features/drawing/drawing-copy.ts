// Drawing Hub texts. The seed's own are DRAWING_TEXTS in the contracts; the tips are ours.
import { DRAWING_TEXTS, FILL_BRUSH_LABEL, FILL_BRUSH_SIZE, GENERAL_TEXTS } from "@kidsafe/contracts";
import type { DrawingTool } from "@kidsafe/contracts";

export const DRAWING_COPY = {
  ...DRAWING_TEXTS,
  title: "Drawing Hub",
  backToChat: GENERAL_TEXTS.backToChat,
  toolsLabel: "Tools",
  sizeLabel: "Size",
  colorsLabel: "Colors",
  eraser: "Eraser",
  clear: "Clear",
  download: "Download",
  undo: "Undo",
  redo: "Redo",
  canvasLabel: "Drawing canvas",
  help: "Help",
  sizeOption: (size: number) => (size === FILL_BRUSH_SIZE ? FILL_BRUSH_LABEL : String(size)),
  downloadFailed: "Download failed",
  studyModeTitle: "Drawing is resting",
  studyModeMessage: "Study mode is on, so the Drawing Hub is closed. Ask a grown-up to turn study mode off to draw.",
  tools: { brush: "Brush", circle: "Circle", square: "Square", line: "Line" } satisfies Record<DrawingTool, string>,
  tips: [
    "Brush draws wherever you drag. Circle, Square and Line appear when you let go.",
    "Pick a size and a colour. 'Fill' covers the whole page in one tap.",
    "The Eraser rubs out what you painted. Tap a colour to draw again.",
    "Undo and Redo step back and forward; Clear starts a new page.",
    "Download saves your picture as a PNG file.",
  ],
  saveTips: [
    { device: "Mac", tip: "Click Download, open the picture from your Downloads folder, then choose File > Export or drag it into Photos." },
    { device: "iPad", tip: "Tap Download, open the picture in the Files app (Downloads), tap Share, then Save Image." },
    { device: "Windows", tip: "Click Download, open your Downloads folder and move the picture into Pictures; the Photos app shows it." },
  ],
} as const;
