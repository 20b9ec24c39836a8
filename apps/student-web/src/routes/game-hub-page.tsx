import { useDocumentTitle } from "@kidsafe/ui";
import { useNavigate } from "react-router";
import GameHub from "../features/games/game-hub.tsx";
import { GAMES_COPY } from "../features/games/games-copy.ts";
import { PRODUCT_NAME, ROUTES } from "../lib/constants.ts";

/** /game-hub (protected in app.tsx): the Game Hub on a page of its own; 'Back to Chat' goes to /. */
export default function GameHubPage() {
  useDocumentTitle(`${GAMES_COPY.hubTitle} · ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  return (
    <main className="game-hub-page">
      <GameHub onBackToChat={() => void navigate(ROUTES.home)} />
    </main>
  );
}
