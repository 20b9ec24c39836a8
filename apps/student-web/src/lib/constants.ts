/** The name shown next to the logo and in the browser tab. */
export const PRODUCT_NAME = "KidSafe AI";

export const ROUTES = {
  home: "/",
  chat: "/chat",
  auth: "/auth",
  settings: "/settings",
  gameHub: "/game-hub",
  drawingHub: "/ai-paint",
  privacyPolicy: "/privacy-policy",
  /** Served by advertiser-web on the same origin: reached with a full page load, not the router. */
  advertiserLogin: "/advertiser-login",
  /** advertiser-web's marketing page (same origin, full page load). */
  advertise: "/advertise",
} as const;
