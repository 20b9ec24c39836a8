import { classNames } from "@kidsafe/ui";
import { avatarFor } from "./avatars.ts";

/** A stored avatar drawn as its SVG picture in a coloured disc; decorative next to a name or a label. */
export function AvatarBadge({ avatar, className }: { avatar: string; className?: string }) {
  const { Icon, color } = avatarFor(avatar);
  return (
    <span className={classNames("avatar-badge", className)} style={{ color, borderColor: color }} aria-hidden="true">
      <Icon className="avatar-badge-icon" strokeWidth={2.2} />
    </span>
  );
}
