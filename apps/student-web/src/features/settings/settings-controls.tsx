import { AGE_OPTIONS, SUBJECT_LABELS, SUBJECT_OPTIONS, VOICE_OPTIONS } from "@kidsafe/contracts";
import { Button, buttonClassName, Switch, useTheme } from "@kidsafe/ui";
import type { Theme } from "@kidsafe/ui";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { PRIVACY_SETTINGS_SECTION_ID } from "../privacy/privacy-copy.ts";
import { AddParentSetting } from "../family/add-parent-setting.tsx";
import { usePreferences } from "../preferences/use-preferences.ts";
import { useStudyMode } from "../study-mode/use-study-mode.ts";
import { DeveloperPortalButton, SettingsLogoutButton } from "./account-buttons.tsx";
import { FullscreenAlertSetting } from "./fullscreen-alert-setting.tsx";
import { ParentalControlsDialog } from "./parental/parental-controls-dialog.tsx";
import { SETTINGS_COPY } from "./settings-copy.ts";
import { SelectSetting, SettingRow } from "./setting-row.tsx";
import { StudyModeSetting } from "./study-mode-setting.tsx";
import { chooseTheme } from "./theme-setting.ts";
import "./settings.css";

const THEME_OPTIONS: readonly { value: Theme; label: string }[] = [
  { value: "light", label: SETTINGS_COPY.themeLight },
  { value: "dark", label: SETTINGS_COPY.themeDark },
];
const AGE_CHOICES = AGE_OPTIONS.map((option) => ({
  value: option,
  label: option === "smart_adapt" ? SETTINGS_COPY.smartAdapt : SETTINGS_COPY.ageOption(option),
}));
const SUBJECT_CHOICES = SUBJECT_OPTIONS.map((option) => ({ value: option, label: SUBJECT_LABELS[option] }));
const VOICE_CHOICES = VOICE_OPTIONS.map((option) => ({ value: option.value, label: SETTINGS_COPY.voiceOption(option.value, option.label) }));

/**
 * Every setting, in the specification's order; the panel and the /settings page both show it.
 * Study mode locks theme, age, voice, logout and the alert, and hides the Developer Portal.
 */
export function SettingsControls() {
  const phoneId = useId();
  const { theme, setTheme } = useTheme();
  const { age, subject, voice, phoneMode, setPreference } = usePreferences();
  const studyMode = useStudyMode();
  const locked = studyMode.enabled;
  // Study mode's lock: the control disabled, and why under its label.
  const lockable = { disabled: locked, hint: locked ? SETTINGS_COPY.lockedHint : undefined };
  const [parentalOpen, setParentalOpen] = useState(false);

  return (
    <div className="settings-controls">
      <SelectSetting
        label={SETTINGS_COPY.theme}
        {...lockable}
        value={theme}
        options={THEME_OPTIONS}
        onChange={(next) => chooseTheme(setTheme, next)}
      />
      <SelectSetting label={SETTINGS_COPY.age} {...lockable} value={age} options={AGE_CHOICES} onChange={(next) => setPreference("age", next)} />
      <SelectSetting
        label={SETTINGS_COPY.subject}
        value={subject}
        options={SUBJECT_CHOICES}
        onChange={(next) => setPreference("subject", next)}
      />
      <SelectSetting
        label={SETTINGS_COPY.voice}
        {...lockable}
        value={voice}
        options={VOICE_CHOICES}
        onChange={(next) => setPreference("voice", next)}
      />

      <SettingRow label={SETTINGS_COPY.phoneMode} controlId={phoneId}>
        <Switch id={phoneId} checked={phoneMode} onCheckedChange={(on) => setPreference("phoneMode", on)} />
      </SettingRow>

      <StudyModeSetting />
      <FullscreenAlertSetting />
      <AddParentSetting />

      <div className="settings-actions">
        <Button type="button" variant="secondary" fullWidth onClick={() => setParentalOpen(true)}>
          {SETTINGS_COPY.parentalControls}
        </Button>
        {/* The policy, and deleting the account, live on the privacy page: this opens it at its settings. */}
        <Link
          className={buttonClassName({ variant: "secondary", fullWidth: true })}
          to={`${ROUTES.privacyPolicy}#${PRIVACY_SETTINGS_SECTION_ID}`}
        >
          {SETTINGS_COPY.privacyAndAccount}
        </Link>
        {!locked && <DeveloperPortalButton />}
        <SettingsLogoutButton />
      </div>
      <ParentalControlsDialog open={parentalOpen} onOpenChange={setParentalOpen} />
    </div>
  );
}
