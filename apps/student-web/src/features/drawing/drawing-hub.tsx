// PLACEHOLDER until the Drawing Hub issue lands: the chat shell embeds this in a 'paint' tab.
export interface DrawingHubProps {
  /** 'Back to Chat' inside a tab; the /ai-paint page passes browser history back. */
  onBack: () => void;
}

export default function DrawingHub({ onBack }: DrawingHubProps) {
  return (
    <button type="button" onClick={onBack}>
      Back to Chat
    </button>
  );
}
