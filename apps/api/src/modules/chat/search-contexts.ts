/** The browser's `previousSearchContext` only says "this follows the search". */
export interface SearchContexts {
  recall(userId: number, sessionId: string): Promise<{ query: string; overview: string } | null>;
}
