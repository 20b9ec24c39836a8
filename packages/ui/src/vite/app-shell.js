// The loading screen each web app paints before its scripts run: a Vite plugin puts it into the app's index.html,
// at the `<!--app-shell-->` placeholder inside `#root`, so the first paint comes with the HTML and the app replaces
// it when it mounts. Plain JavaScript: Vite leaves a package's files to Node when it loads its config, and Node 20
// cannot import .ts.

export const APP_SHELL_PLACEHOLDER = "<!--app-shell-->";

const SHELL_LINES = [
  "<!-- Until the app mounts and replaces it: the first paint comes with the HTML, not after the scripts. -->",
  '<div class="ks-page-spinner" role="status" aria-label="Loading" data-app-shell>',
  '  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">',
  "    <defs>",
  '      <linearGradient id="app-shell-gradient" x1="0" y1="0" x2="1" y2="1">',
  '        <stop offset="0" stop-color="#7c5cff" />',
  '        <stop offset="1" stop-color="#22b8cf" />',
  "      </linearGradient>",
  "    </defs>",
  '    <rect x="2" y="2" width="44" height="44" rx="14" fill="url(#app-shell-gradient)" />',
  "    <path",
  '      d="M24 9.5l4.1 8.6 9.4 1.2-6.9 6.5 1.8 9.3L24 30.6l-8.4 4.5 1.8-9.3-6.9-6.5 9.4-1.2z"',
  '      fill="#ffd43b"',
  '      stroke="#fff"',
  '      stroke-width="1.5"',
  '      stroke-linejoin="round"',
  "    />",
  "  </svg>",
  "</div>",
];

const ROOT_WITH_PLACEHOLDER = new RegExp(`^( *)<div id="root">${APP_SHELL_PLACEHOLDER}</div>$`, "m");

/**
 * Fills the placeholder, indented under `#root`; an index.html without one is a mistake, not a page to serve bare.
 * @param {string} html
 * @returns {string}
 */
export function withAppShell(html) {
  const match = ROOT_WITH_PLACEHOLDER.exec(html);
  if (match === null) throw new Error(`index.html needs <div id="root">${APP_SHELL_PLACEHOLDER}</div> on a line of its own`);
  const [placeholderLine, indent = ""] = match;
  const shell = SHELL_LINES.map((line) => `${indent}  ${line}`).join("\n");
  return html.replace(placeholderLine, () => `${indent}<div id="root">\n${shell}\n${indent}</div>`);
}

export function appShell() {
  return {
    name: "kidsafe-app-shell",
    transformIndexHtml: { order: "pre", handler: withAppShell },
  };
}
