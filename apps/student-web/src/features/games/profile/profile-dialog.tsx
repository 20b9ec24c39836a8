import { PROFILE_NAME_MAX_LENGTH } from "@kidsafe/contracts";
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger, TextField } from "@kidsafe/ui";
import { useState } from "react";
import type { FormEvent } from "react";
import { GAMES_COPY } from "../games-copy.ts";
import { AvatarBadge } from "./avatar-badge.tsx";
import { AvatarPicker } from "./avatar-picker.tsx";
import { truncateGraphemes } from "./graphemes.ts";
import type { GameProfile } from "./profile-storage.ts";

interface ProfileDialogProps {
  profile: GameProfile;
  onSave: (profile: GameProfile) => void;
}

/**
 * 'Your Profile': Name (max 12) and Avatar, picked from pictures. Cancel and Save both close it; Save also
 * keeps the new values in the browser. Typing past the name's limit simply stops, as with maxLength.
 */
export function ProfileDialog({ profile, onSave }: ProfileDialogProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(profile);

  function onOpenChange(next: boolean) {
    if (next) setDraft(profile); // every opening starts from what is saved; Cancel drops the draft
    setOpen(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(draft);
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" aria-label={GAMES_COPY.editProfile}>
          <AvatarBadge avatar={profile.avatar} className="avatar-badge--small" />{" "}
          <span className="game-hub-profile-label">{GAMES_COPY.profileTitle}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{GAMES_COPY.profileTitle}</DialogTitle>
        <DialogDescription>{GAMES_COPY.profileDescription}</DialogDescription>
        <form className="profile-form" onSubmit={submit}>
          <TextField
            label={GAMES_COPY.nameLabel}
            value={draft.name}
            autoComplete="off"
            onChange={(event) => setDraft({ ...draft, name: truncateGraphemes(event.target.value, PROFILE_NAME_MAX_LENGTH) })}
          />
          <AvatarPicker value={draft.avatar} onChange={(avatar) => setDraft({ ...draft, avatar })} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">{GAMES_COPY.cancel}</Button>
            </DialogClose>
            <Button type="submit">{GAMES_COPY.save}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
