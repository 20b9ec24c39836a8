import { STUDY_MODE_TEXTS } from "@kidsafe/contracts";

/** Words of the study-mode dialogs and toasts: the seed's where it has them (STUDY_MODE_TEXTS), else ours. */
export const STUDY_MODE_COPY = {
  ...STUDY_MODE_TEXTS,
  enableTitle: "Turn on Study Mode",
  disableTitle: "Turn off Study Mode",
  enableDescription: "A parent enters the parent password. Study mode keeps the app in fullscreen and hides games and drawing.",
  firstTimeDescription: "Choose a parent password (not the child's sign-in password). It will be needed to turn study mode off.",
  disableDescription: "A parent enters the parent password to turn study mode off.",
  passwordLabel: "Parent password",
  confirmEnable: "Turn On",
  confirmDisable: "Turn Off",
  fullscreenRequiredTitle: "Fullscreen Required",
  enabledTitle: "Study Mode On",
  enabledDescription: "Stay in fullscreen while you study.",
  disabledTitle: "Study Mode Off",
  fullscreenExitedDescription: "Your parent can see this in the exit history. Click anywhere to go back to fullscreen.",
  lockTitle: "Study Mode Is On",
  lockDescription: "Go back to fullscreen to keep studying. Only a parent can turn study mode off, with the parent password.",
  backToFullscreen: "Back to Fullscreen",
  historyTitle: "Study Mode Exit History",
  historyDescription: "Each time fullscreen was left while study mode was on, newest first.",
  historyEmpty: "No exits yet.",
  historyLoading: "Loading the exit history",
  historyFailed: "The exit history could not be loaded.",
  exitKindLabels: {
    fullscreen_exit: "Left fullscreen",
    auto_switch_off: "Switched off: fullscreen was not active when the app opened",
  },
} as const;
