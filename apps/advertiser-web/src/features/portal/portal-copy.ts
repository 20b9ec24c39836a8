/** Our wording of the portal's access screens (the seed's texts come from @kidsafe/contracts). */
export const PORTAL_COPY = {
  promptIntro: (appName: string) => `Enter the company password of ${appName} to open its dashboard.`,
  passwordLabel: "Company Password",
  loadingPortal: "Loading the portal",
} as const;
