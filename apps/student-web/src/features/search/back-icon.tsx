/** The back arrow of the search top bar, drawn like the chat screen's icons (24x24, currentColor, decorative). */
export function BackIcon() {
  return (
    <svg
      className="chat-icon"
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </svg>
  );
}
