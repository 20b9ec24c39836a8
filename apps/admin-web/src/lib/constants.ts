/** Mirrors PRODUCT_NAME of apps/student-web. */
export const PRODUCT_NAME = "KidSafe AI";

/** The chat home of the student app, on the same origin (a plain link: another app's router). */
export const STUDENT_HOME_HREF = "/";

export const ROUTES = {
  admin: "/admin",
} as const;

export const ADMIN_COPY = {
  title: "Admin",
  notice: "Operator tools arrive in a later release.",
  backToChat: "Back to chat home",
} as const;
