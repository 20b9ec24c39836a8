// The voice view's icons, on the chat screen's inline icon (decorative: each control carries its name).
import { Icon } from "../chat/icons.tsx";

export { BackIcon as ArrowLeftIcon, MicIcon } from "../chat/icons.tsx";

export const CameraIcon = () => (
  <Icon size={16}>
    <path d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13" r="4" />
  </Icon>
);

export const GlobeIcon = () => (
  <Icon size={16}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);
