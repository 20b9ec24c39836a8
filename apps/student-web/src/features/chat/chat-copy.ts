import { GAME_TEXTS, SETTINGS_TEXTS } from "@kidsafe/contracts";

/**
 * Words of the chat screen that the seed does not give (ours). The seed's own texts are CHAT_TEXTS,
 * UPLOAD_TEXTS and TAB_TEXTS in the contracts and are used from there.
 */
export const CHAT_COPY = {
  welcomeGreeting: (username: string) => `Hello ${username}!`,
  welcomeSubtitle: "Ask me anything! I'm here to help you learn.",
  welcomeBoxLabel: "Ask anything",
  welcomeSubmit: "Ask",
  quickPromptsLabel: "Try one of these",
  optionsLabel: "Ways to chat",
  textChatOption: "Text chat",
  voiceChatOption: "Voice chat",
  voice: "Voice",
  phoneModeOption: "Phone mode",
  messageInputLabel: "Message",
  send: "Send",
  attachImages: "Attach images",
  removeAttachment: (fileName: string) => `Remove ${fileName}`,
  pendingUploadsLabel: "Images to send",
  uploadedDescription: (count: number) => (count === 1 ? "1 image is ready to send" : `${count} images are ready to send`),
  uploadFailedDescription: (fileName: string) => `${fileName} could not be read. Please try another picture.`,
  openPhoto: (fileName: string) => `Open ${fileName}`,
  conversationLabel: "Conversation",
  youSaid: "You said",
  aiSaid: "AI said",
  typing: "AI is typing",
  copyMessage: "Copy message",
  sentAt: "Sent at",
  modeLabel: { search: "Search", ai: "AI" },
  modeSwitchHint: "Search or ask the AI",
  emptyConversation: "Type a question below to start chatting.",
  resetDoneTitle: "Chat cleared",
  resetDoneDescription: "Ready for a new conversation!",
  gameHub: GAME_TEXTS.hubTitle,
  drawingHub: "Drawing Hub",
  settings: "Settings",
  bottomBarLabel: "Chat tools",
  logOut: SETTINGS_TEXTS.logOut,
  aiOffline: "AI is offline: answers come from the built-in Offline AI.",
  loadingConversation: "Loading the conversation",
  historyFailed: "The conversation could not be loaded.",
  retry: "Try again",
  loadingHub: "Loading",
} as const;

/** Questions a child can start with one tap (ours; the seed only says the welcome screen has quick prompts). */
export const QUICK_PROMPTS = [
  "Why is the sky blue?",
  "Tell me a fun fact about animals",
  "Help me practise my times tables",
  "How do volcanoes work?",
] as const;
