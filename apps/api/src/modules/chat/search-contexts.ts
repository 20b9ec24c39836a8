/**
 * What a follow-up asks the search module: the query and overview its last search in this session showed (the
 * search module provides it). The browser's `previousSearchContext` only says "this follows the search".
 */
export interface SearchContexts {
  recall(userId: number, sessionId: string): Promise<{ query: string; overview: string } | null>;
}
