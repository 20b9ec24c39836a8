/** The name shown next to the logo and in the browser tab. */
export const PRODUCT_NAME = "KidSafe AI";

export const ROUTES = {
  home: "/",
  chat: "/chat",
  auth: "/auth",
  settings: "/settings",
} as const;
