/** Our wording on the login page (the seed's labels and messages come from @kidsafe/contracts). */
export const LOGIN_COPY = {
  title: "Advertiser Login",
  intro: "Sign in with your app name and company password to see your dashboard.",
  otherWayIn: { prompt: "New here?", link: "Register your app" },
  privacyPolicy: "Privacy Policy",
} as const;
