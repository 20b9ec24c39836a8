import type { GameId } from "@kidsafe/contracts";
import { Button } from "@kidsafe/ui";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useSignedInUser } from "../auth/signed-in-user.tsx";
import { ClosedHub } from "../settings/parental/closed-hub.tsx";
import { useFeatureInFront } from "../settings/parental/feature-in-front.ts";
import { useStudyMode } from "../study-mode/use-study-mode.ts";
import { gameCard, GAME_CARDS } from "./game-catalog.ts";
import { readGamesSeed } from "./game-random.ts";
import { GameView } from "./game-view.tsx";
import { GAMES_COPY } from "./games-copy.ts";
import "./games.css";
import { AvatarBadge } from "./profile/avatar-badge.tsx";
import { ProfileDialog } from "./profile/profile-dialog.tsx";
import { greetingName } from "./profile/profile-storage.ts";
import { useProfile } from "./profile/use-profile.ts";

const CLOSED_CLASSES = { hub: "game-hub", header: "game-hub-header", closed: "game-hub-closed" };

export interface GameHubProps {
  /** 'Back to Chat': the chat shell switches the tab back to its chat; the /game-hub page goes to /. */
  onBackToChat: () => void;
}

/**
 * The Game Hub: the greeting, the grid of five games, one game at a time with 'Back to Games', and
 * the 'Your Profile' dialog. Closed while study mode is on. Needs a signed-in user (inside <ProtectedRoute>).
 */
export default function GameHub({ onBackToChat }: GameHubProps) {
  const user = useSignedInUser();
  const { enabled: studyMode } = useStudyMode();
  const locked = useFeatureInFront(studyMode ? null : "games");
  const [profile, saveProfile] = useProfile(user.id);
  const [selected, setSelected] = useState<GameId | null>(null);
  const [seed] = useState(readGamesSeed);

  const backToChat = (
    <Button variant="ghost" onClick={onBackToChat}>
      <ArrowLeft aria-hidden="true" size={18} /> {GAMES_COPY.backToChat}
    </Button>
  );

  // The server's lock ends the game in play: the screen replaces it until a minute's report goes through again.
  if (locked !== null || studyMode) {
    return <ClosedHub classes={CLOSED_CLASSES} copy={GAMES_COPY} locked={locked} back={backToChat} onHome={onBackToChat} />;
  }

  const current = selected ? gameCard(selected) : null;
  return (
    <div className="game-hub">
      <header className="game-hub-header">
        {backToChat}
        <h1 className="game-hub-title">{GAMES_COPY.hubTitle}</h1>
        <ProfileDialog profile={profile} onSave={saveProfile} />
      </header>
      {current ? (
        <section className="game-screen" aria-labelledby="game-screen-title">
          <div className="game-screen-bar">
            <Button variant="secondary" onClick={() => setSelected(null)}>
              <ArrowLeft aria-hidden="true" size={18} /> {GAMES_COPY.backToGames}
            </Button>
            <h2 id="game-screen-title" className="game-screen-title">
              <current.Icon className="game-screen-icon" style={{ color: current.color }} aria-hidden="true" /> {current.title}
            </h2>
          </div>
          <GameView key={current.id} id={current.id} seed={seed} />
        </section>
      ) : (
        <div className="game-hub-games">
          <p className="game-hub-greeting">
            <AvatarBadge avatar={profile.avatar} />
            {GAMES_COPY.greeting(greetingName(profile, user.username))}
          </p>
          <ul className="game-grid" aria-label={GAMES_COPY.gameListLabel}>
            {GAME_CARDS.map((card) => (
              <li key={card.id}>
                <button type="button" className="game-card" data-game-id={card.id} onClick={() => setSelected(card.id)}>
                  <card.Icon className="game-card-icon" style={{ color: card.color }} strokeWidth={2.2} aria-hidden="true" />
                  <span className="game-card-title">{card.title}</span>
                  <span className="game-card-desc">{card.desc}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
