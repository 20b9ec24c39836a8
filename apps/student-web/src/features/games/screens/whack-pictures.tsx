// A hole, or a mole peeking out of it, drawn as SVG: the game reads the same on a device without emoji.
// Decorative: the hole's button already says whether a mole is in it.

export function WhackPicture({ up }: { up: boolean }) {
  return (
    <svg className="whack-picture" viewBox="0 0 64 64" aria-hidden="true">
      <ellipse cx="32" cy="48" rx="24" ry="9" fill="#2b1b0e" />
      {up && (
        <g>
          <path d="M14 48c0-22 8-34 18-34s18 12 18 34z" fill="#8d6e63" stroke="#4e342e" strokeWidth="2" />
          <ellipse cx="32" cy="38" rx="9" ry="7" fill="#d7b8a3" />
          <circle cx="25" cy="27" r="3" fill="#212121" />
          <circle cx="39" cy="27" r="3" fill="#212121" />
          <circle cx="26" cy="26" r="1" fill="#ffffff" />
          <circle cx="40" cy="26" r="1" fill="#ffffff" />
          <ellipse cx="32" cy="34" rx="4" ry="3" fill="#f06595" />
          <rect x="29" y="38" width="6" height="5" rx="1" fill="#ffffff" />
        </g>
      )}
      <path d="M8 48a24 9 0 0 0 48 0" fill="none" stroke="#5d4037" strokeWidth="4" />
    </svg>
  );
}
