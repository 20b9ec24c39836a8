// Memory Match's card faces as small inline pictures: every pair differs in shape and in colour, so a board
// reads the same on any device, with or without an emoji font.
import type { ReactNode } from "react";
import type { MemoryFace } from "../logic/memory-match.ts";

export const MEMORY_FACE_NAMES: Record<MemoryFace, string> = {
  apple: "Apple",
  banana: "Banana",
  grapes: "Grapes",
  pear: "Pear",
  orange: "Orange",
  watermelon: "Watermelon",
  star: "Star",
  cookie: "Cookie",
};

const STEM = "#7a4a1f";
const LEAF = "#2f9e44";

/** Round dots (grapes, chocolate chips) from a flat list of cx, cy, r triples, as SVG lists its numbers. */
function dots(numbers: readonly number[]) {
  const circles = [];
  for (let at = 0; at + 2 < numbers.length; at += 3) {
    const [cx, cy, r] = numbers.slice(at, at + 3);
    circles.push(<circle key={at} cx={cx} cy={cy} r={r} />);
  }
  return circles;
}

const DRAWINGS: Record<MemoryFace, ReactNode> = {
  apple: (
    <>
      <path d="M32 20c-6-5-20-4-20 12 0 12 8 24 14 24 3 0 4-2 6-2s3 2 6 2c6 0 14-12 14-24 0-16-14-17-20-12z" fill="#e03131" />
      <path d="M32 21c0-5 1-9 4-12" stroke={STEM} strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M35 15c4-6 11-6 13-4-2 5-8 7-13 4z" fill={LEAF} />
    </>
  ),
  banana: (
    <>
      <path d="M12 14c2 22 14 36 40 34l2-5c-20 1-32-12-35-31z" fill="#fcc419" stroke="#e8a200" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 14l-2-4 7-1 2 3z" fill={STEM} />
    </>
  ),
  grapes: (
    <>
      <path d="M32 16c0-4 2-7 5-9" stroke={STEM} strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M34 12c5-3 11-2 13 1-4 3-9 3-13-1z" fill={LEAF} />
      <g fill="#862e9c" stroke="#5f1a73" strokeWidth="1.5">
        {dots([22, 22, 7, 32, 22, 7, 42, 22, 7, 27, 33, 7, 37, 33, 7, 32, 44, 7])}
      </g>
    </>
  ),
  pear: (
    <>
      <path
        d="M32 12c-6 0-8 6-8 12 0 5-10 9-10 20 0 9 8 14 18 14s18-5 18-14c0-11-10-15-10-20 0-6-2-12-8-12z"
        fill="#94d82d"
        stroke="#5c940d"
        strokeWidth="2"
      />
      <path d="M32 13c0-4 1-6 3-8" stroke={STEM} strokeWidth="3" strokeLinecap="round" fill="none" />
    </>
  ),
  orange: (
    <>
      <circle cx="32" cy="32" r="22" fill="#fd7e14" />
      <circle cx="32" cy="32" r="17" fill="#ffc078" />
      <g stroke="#fd7e14" strokeWidth="2.5" strokeLinecap="round">
        <path d="M32 16v32M16 32h32M21 21l22 22M43 21L21 43" />
      </g>
      <circle cx="32" cy="32" r="3" fill="#fff4e6" />
    </>
  ),
  watermelon: (
    <>
      <path d="M6 24a26 26 0 0 0 52 0z" fill="#2f9e44" />
      <path d="M11 24a21 21 0 0 0 42 0z" fill="#f06595" />
      <g fill="#212529">
        <ellipse cx="24" cy="32" rx="1.8" ry="3" />
        <ellipse cx="32" cy="37" rx="1.8" ry="3" />
        <ellipse cx="40" cy="32" rx="1.8" ry="3" />
      </g>
    </>
  ),
  star: (
    <path
      d="M32 6l7.6 16.4 17.9 2-13.3 12.2 3.6 17.7L32 45.4 16.2 54.3l3.6-17.7L6.5 24.4l17.9-2z"
      fill="#1c7ed6"
      stroke="#1864ab"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  cookie: (
    <>
      <circle cx="32" cy="32" r="22" fill="#c08a4e" stroke="#8b5a2b" strokeWidth="2" />
      <g fill="#4a2c12">{dots([24, 24, 3.5, 39, 22, 3, 30, 35, 3.5, 42, 38, 3, 22, 42, 3])}</g>
    </>
  ),
};

/** One card face as a picture named for people who cannot see it. */
export function MemoryFacePicture({ face }: { face: MemoryFace }) {
  return (
    <svg className="memory-face" viewBox="0 0 64 64" role="img" aria-label={MEMORY_FACE_NAMES[face]}>
      {DRAWINGS[face]}
    </svg>
  );
}
