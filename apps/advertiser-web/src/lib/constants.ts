/** Mirrors PRODUCT_NAME of apps/student-web: the product these advertisers reach. */
export const PRODUCT_NAME = "KidSafe AI";

/** The chat home of the student app, on the same origin (a plain link: another app's router). */
export const STUDENT_HOME_HREF = "/";

export const ROUTES = {
  advertise: "/advertise",
  register: "/advertiser-register",
} as const;

export const ADVERTISE_COPY = {
  intro: `Put your app in front of curious kids and students on ${PRODUCT_NAME} — safely.`,
  pricingTitle: "Simple pricing",
  backToChat: "Visit the chat",
} as const;
