// The Drawing Hub's icons: SVG from lucide, so the toolbar reads the same on a device without emoji fonts.
import type { DrawingTool } from "@kidsafe/contracts";
import { Circle, Paintbrush, Slash, Square } from "lucide-react";
import type { LucideIcon } from "lucide-react";

export const TOOL_ICONS: Record<DrawingTool, LucideIcon> = { brush: Paintbrush, circle: Circle, square: Square, line: Slash };
