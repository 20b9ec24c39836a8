// PLACEHOLDER until the Game Hub issue lands: the chat shell embeds this in a 'games' tab.
export interface GameHubProps {
  /** 'Back to Chat': the shell switches the tab back to its chat. */
  onBackToChat: () => void;
}

export default function GameHub({ onBackToChat }: GameHubProps) {
  return (
    <button type="button" onClick={onBackToChat}>
      Back to Chat
    </button>
  );
}
