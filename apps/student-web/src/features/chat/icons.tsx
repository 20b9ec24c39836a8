import type { TabTypeName } from "@kidsafe/contracts";
import {
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  Copy,
  Gamepad2,
  ImagePlus,
  Info,
  MessageCircle,
  Mic,
  Palette,
  Plus,
  RotateCcw,
  Search,
  SendHorizontal,
  Settings,
  X,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * An inline line icon (24x24, currentColor) for the few marks lucide-react does not draw the way a view needs.
 * Decorative: the control that holds one carries the accessible name.
 */
export function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      className="chat-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A lucide-react icon as the chat screen draws them: decorative, one class, the size the place needs. */
function lucide(Glyph: LucideIcon, defaultSize = 20) {
  return function ChatIconGlyph({ size = defaultSize }: { size?: number }) {
    return <Glyph className="chat-icon" size={size} strokeWidth={2} aria-hidden="true" focusable="false" />;
  };
}

export const PlusIcon = lucide(Plus);
export const CopyIcon = lucide(Copy, 16);
export const SendIcon = lucide(SendHorizontal);
export const ImageIcon = lucide(ImagePlus);
export const GearIcon = lucide(Settings);
export const GamepadIcon = lucide(Gamepad2);
export const PaletteIcon = lucide(Palette);
export const ResetIcon = lucide(RotateCcw);
/** The back arrow of the search results' top bar. */
export const BackIcon = lucide(ArrowLeft, 22);
export const ChatIcon = lucide(MessageCircle, 16);
export const CloseIcon = lucide(X, 14);
export const MicIcon = lucide(Mic);
export const SearchIcon = lucide(Search, 18);
export const InfoIcon = lucide(Info, 16);
export const ChevronLeftIcon = lucide(ChevronLeft, 18);
export const ChevronRightIcon = lucide(ChevronRight, 18);

const TYPE_ICONS: Record<TabTypeName, LucideIcon> = { chat: MessageCircle, games: Gamepad2, paint: Palette };

/** The small mark in front of a tab's title: chat, games or paint. */
export function TypeIcon({ type }: { type: TabTypeName }) {
  const Mark = TYPE_ICONS[type];
  return <Mark className="chat-icon" size={16} aria-hidden="true" focusable="false" />;
}
