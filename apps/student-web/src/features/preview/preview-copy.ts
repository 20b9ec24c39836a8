/** Words of the website preview overlay that the seed does not give (ours); its own are PREVIEW_TEXTS. */
export const PREVIEW_COPY = {
  loading: "Loading website preview",
  frameTitle: (title: string) => `Website preview: ${title}`,
  dialogLabel: "Website preview",
  unknownSite: "Website",
} as const;
