import { AGE_OPTIONS, SUBJECT_LABELS, SUBJECT_OPTIONS, VOICE_OPTIONS } from "@kidsafe/contracts";
import type { AgeOption, SubjectOption, VoiceOption } from "@kidsafe/contracts";
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
import { SettingRow } from "./setting-row.tsx";
import { StudyModeSetting } from "./study-mode-setting.tsx";
import { chooseTheme } from "./theme-setting.ts";
import "./settings.css";

/**
 * Every setting, in the specification's order; the panel and the /settings page both show it.
 * Study mode locks theme, age, voice, logout and the alert, and hides the Developer Portal.
 */
export function SettingsControls() {
  const ids = { theme: useId(), age: useId(), subject: useId(), voice: useId(), phone: useId() };
  const { theme, setTheme } = useTheme();
  const { age, subject, voice, phoneMode, setPreference } = usePreferences();
  const studyMode = useStudyMode();
  const locked = studyMode.enabled;
  const lockedHint = locked ? SETTINGS_COPY.lockedHint : undefined;
  const [parentalOpen, setParentalOpen] = useState(false);

  return (
    <div className="settings-controls">
      <SettingRow label={SETTINGS_COPY.theme} controlId={ids.theme} hint={lockedHint}>
        <select
          id={ids.theme}
          className="ks-input settings-select"
          value={theme}
          disabled={locked}
          onChange={(event) => chooseTheme(setTheme, event.target.value as Theme)}
        >
          <option value="light">{SETTINGS_COPY.themeLight}</option>
          <option value="dark">{SETTINGS_COPY.themeDark}</option>
        </select>
      </SettingRow>

      <SettingRow label={SETTINGS_COPY.age} controlId={ids.age} hint={lockedHint}>
        <select
          id={ids.age}
          className="ks-input settings-select"
          value={age}
          disabled={locked}
          onChange={(event) => setPreference("age", event.target.value as AgeOption)}
        >
          {AGE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option === "smart_adapt" ? SETTINGS_COPY.smartAdapt : SETTINGS_COPY.ageOption(option)}
            </option>
          ))}
        </select>
      </SettingRow>

      <SettingRow label={SETTINGS_COPY.subject} controlId={ids.subject}>
        <select
          id={ids.subject}
          className="ks-input settings-select"
          value={subject}
          onChange={(event) => setPreference("subject", event.target.value as SubjectOption)}
        >
          {SUBJECT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SUBJECT_LABELS[option]}
            </option>
          ))}
        </select>
      </SettingRow>

      <SettingRow label={SETTINGS_COPY.voice} controlId={ids.voice} hint={lockedHint}>
        <select
          id={ids.voice}
          className="ks-input settings-select"
          value={voice}
          disabled={locked}
          onChange={(event) => setPreference("voice", event.target.value as VoiceOption)}
        >
          {VOICE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {SETTINGS_COPY.voiceOption(option.value, option.label)}
            </option>
          ))}
        </select>
      </SettingRow>

      <SettingRow label={SETTINGS_COPY.phoneMode} controlId={ids.phone}>
        <Switch id={ids.phone} checked={phoneMode} onCheckedChange={(on) => setPreference("phoneMode", on)} />
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
