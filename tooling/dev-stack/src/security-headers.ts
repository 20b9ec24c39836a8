// Production sets the same headers in nginx; test/security-headers.test.ts keeps the two equal.

export const PRODUCTION_CSP: Readonly<Record<string, string>> = {
  "default-src": "'self'",
  "script-src": "'self'",
  // React sets style attributes, the UI kit's dialogs position themselves inline, and each page carries its entry
  // stylesheet (appShell).
  "style-src": "'self' 'unsafe-inline'",
  // Result favicons and preview images come from the websites themselves.
  "img-src": "'self' data: blob: https:",
  "font-src": "'self' data:",
  "connect-src": "'self'",
  "media-src": "'self' blob:",
  // The website preview overlay frames the page a link points to.
  "frame-src": "https:",
  "frame-ancestors": "'self'",
  "object-src": "'none'",
  "base-uri": "'self'",
  "form-action": "'self'",
  "worker-src": "'self' blob:",
};

/** Vite injects an inline module (React Fast Refresh) and keeps a WebSocket for hot updates. */
const DEVELOPMENT_CSP: Readonly<Record<string, string>> = {
  ...PRODUCTION_CSP,
  "script-src": "'self' 'unsafe-inline'",
  "connect-src": "'self' ws: wss:",
};

const policy = (directives: Readonly<Record<string, string>>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");

export const PRODUCTION_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": policy(PRODUCTION_CSP),
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Voice mode needs the microphone and the camera, on this origin only.
  "Permissions-Policy": "microphone=(self), camera=(self), fullscreen=(self), geolocation=(), payment=(), usb=()",
};

export const DEVELOPMENT_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...PRODUCTION_SECURITY_HEADERS,
  "Content-Security-Policy": policy(DEVELOPMENT_CSP),
};
