/** Each is shown to the child as is, so they say what happened and what to do. */
export const CHAT_SERVER_TEXTS = {
  cooldown: "You're sending messages very fast. Please wait a moment, then send again.",
  chatNotFound: "We couldn't find that chat. Start a new one with the + tab.",
  modelTimeout: "The AI took too long to answer. Your message is saved: please send it again.",
  modelUnavailable: "The AI can't answer right now. Your message is saved: please try again in a moment.",
  modelNotConfigured: "The AI helper isn't set up yet. Please try again later.",
  storageFull: "Your saved photos are using all the space. Clear an old chat with photos (Reset Chat), then send again.",
  uploadsBusy: "Other photos are still uploading. Please wait for them to finish, then send again.",
  photoUnsupported: (fileName: string, kind: string) =>
    `${fileName} is a ${kind} picture, which we can't open. Save it as a JPEG or PNG, or send a screenshot of it instead.`,
  photoUnreadable: (fileName: string) => `${fileName} could not be opened as a picture. It may be damaged: please try another one.`,
  photoTooBig: (fileName: string) => `${fileName} is too big a picture for us to open. Please send a smaller one, or a screenshot of it.`,
  photoNotFound: "We couldn't find that photo. It may have been cleared with its chat.",
} as const;
