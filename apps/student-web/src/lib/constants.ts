export const ROUTES = {
  home: "/",
  chat: "/chat",
  auth: "/auth",
  settings: "/settings",
  gameHub: "/game-hub",
  drawingHub: "/ai-paint",
  privacyPolicy: "/privacy-policy",
  /** The parent area: its own layout and chunk (routes/parent/). */
  parent: "/parent",
  parentSignUp: "/parent/sign-up",
  parentVerify: "/parent/verify",
  parentReset: "/parent/reset",
  parentResetRequest: "/parent/forgot-password",
  parentLink: "/parent/link",
  parentConsentDone: "/parent/consent/done",
  /** Served by advertiser-web on the same origin: reached with a full page load, not the router. */
  advertiserLogin: "/advertiser-login",
  /** advertiser-web's marketing page (same origin, full page load). */
  advertise: "/advertise",
} as const;

/** The name shown next to the logo and in the browser tab. */
export const PRODUCT_NAME = "KidSafe AI";
