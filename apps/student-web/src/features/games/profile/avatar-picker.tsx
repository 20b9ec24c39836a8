import { useId } from "react";
import { GAMES_COPY } from "../games-copy.ts";
import { AvatarBadge } from "./avatar-badge.tsx";
import { AVATARS } from "./avatars.ts";

interface AvatarPickerProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The avatar as a grid of pictures: native radio buttons under one legend, so Tab reaches the group, the
 * arrow keys move the choice, and a screen reader hears "Cat, radio button, 2 of 13".
 */
export function AvatarPicker({ value, onChange }: AvatarPickerProps) {
  const name = useId();
  return (
    <fieldset className="avatar-picker">
      <legend className="avatar-picker-legend">{GAMES_COPY.avatarLabel}</legend>
      <div className="avatar-picker-grid">
        {AVATARS.map((avatar) => (
          <label key={avatar.value} className="avatar-choice" title={avatar.label}>
            <input
              type="radio"
              className="avatar-choice-input"
              name={name}
              value={avatar.value}
              checked={value === avatar.value}
              onChange={() => onChange(avatar.value)}
            />
            <AvatarBadge avatar={avatar.value} />
            <span className="ks-visually-hidden">{avatar.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
