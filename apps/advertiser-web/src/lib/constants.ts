/** Mirrors PRODUCT_NAME of apps/student-web: the product these advertisers reach. */
export const PRODUCT_NAME = "KidSafe AI";

/** Pages of the student app on the same origin: plain links, because they belong to another app's router. */
export const STUDENT_HREFS = { home: "/", chat: "/chat", privacyPolicy: "/privacy-policy" } as const;

export const ROUTES = {
  advertise: "/advertise",
  /** The Get Started target; it leads on to the registration form. */
  advertiser: "/advertiser",
  register: "/advertiser-register",
  safetyCheck: "/advertiser-safety-check",
  paymentComplete: "/advertiser/payment-complete",
  login: "/advertiser-login",
  portal: "/advertiser/:id",
  billing: "/advertiser/:id/billing",
} as const;

export function portalPath(id: number): string {
  return `/advertiser/${id.toString()}`;
}

export function billingPath(id: number): string {
  return `${portalPath(id)}/billing`;
}

/** The portal's shareable address, as the dashboard shows it: {origin}/advertiser/{id}. */
export function portalUrl(id: number, origin: string = window.location.origin): string {
  return `${origin}${portalPath(id)}`;
}
