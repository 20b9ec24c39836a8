// The call lives here until the AI layer offers a web-search port of its own.
import { GoogleGenAI } from "@google/genai";
import type { GenerateContentResponse } from "@google/genai";
import { AiError, DEFAULT_GEMINI_MODEL, STRICT_SAFETY_SETTINGS, deadline, geminiHttpOptions } from "@kidsafe/ai";
import type { AiKeySource } from "@kidsafe/ai";
import type { AgeOption, SubjectOption } from "@kidsafe/contracts";
import { SUBJECT_LABELS } from "@kidsafe/contracts";
import { z } from "zod";
import type { CandidateSite } from "@kidsafe/ai";

export interface WebSearchRequest {
  query: string;
  age: AgeOption;
  subject: SubjectOption;
  studyMode: boolean;
  limit: number;
}

export type FoundWebsite = CandidateSite;

export interface WebSearch {
  findWebsites(request: WebSearchRequest): Promise<FoundWebsite[]>;
}

export interface GeminiWebSearchConfig {
  keySource: AiKeySource;
  baseUrl?: string;
  model?: string;
  /** A search page waits for this call: far shorter than a chat reply's timeout. */
  timeoutMs?: number;
}

export const GEMINI_SEARCH_TIMEOUT_MS = 8_000;

const ModelWebsites = z.array(
  z.object({
    title: z.string().trim().min(1).max(200),
    url: z.string().trim().url(),
    description: z.string().trim().max(500).default(""),
    minAge: z.number().int().min(1).max(18).optional().catch(undefined),
    maxAge: z.number().int().min(1).max(18).optional().catch(undefined),
    educational: z.boolean().optional().catch(undefined),
  }),
);

function instruction(request: WebSearchRequest): string {
  const who = request.age === "smart_adapt" ? "children and students aged 1 to 18" : `a child aged ${request.age}`;
  const subject = request.subject === "default" ? "" : ` The child is studying ${SUBJECT_LABELS[request.subject]}.`;
  return [
    `You find websites for ${who}, using Google Search.${subject}`,
    "Only suggest sites that are safe and suitable for that age: educational sites, museums, libraries, public",
    "institutions and well-known children's publishers. Never suggest social media, video or chat platforms, forums,",
    "shops, gambling, dating, or anything violent, frightening or for adults.",
    request.studyMode ? "The child is in study mode: only educational sites." : "",
    `Answer with ONLY a JSON array of at most ${request.limit} objects, no other text:`,
    '[{"title": "...", "url": "https://...", "description": "one or two plain sentences", "minAge": 6, "maxAge": 12, "educational": true}]',
    "Use each site's real address as it appears in the search results. If nothing suitable is found, answer [].",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The model may wrap it in a ```json fence or a sentence. */
export function parseModelWebsites(text: string): FoundWebsite[] {
  const start = text.indexOf("[");
  const end = text.lastIndexOf("]");
  if (start < 0 || end <= start) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text.slice(start, end + 1));
  } catch {
    return [];
  }
  const parsed = ModelWebsites.safeParse(raw);
  return parsed.success ? parsed.data : [];
}

/**
 * A site the model names outside Google's results is not kept: it may be made up. A chunk's `uri` is a redirect, so its `title` names the site.
 */
export function groundedDomains(response: GenerateContentResponse): Set<string> {
  const chunks = response.candidates?.[0]?.groundingMetadata?.groundingChunks ?? [];
  return new Set(
    chunks
      .map((chunk) =>
        (chunk.web?.title ?? "")
          .trim()
          .toLowerCase()
          .replace(/^www\./, ""),
      )
      .filter(Boolean),
  );
}

function isGrounded(url: string, domains: Set<string>): boolean {
  const host = new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  for (const domain of domains) if (host === domain || host.endsWith(`.${domain}`)) return true;
  return false;
}

export function createGeminiWebSearch(config: GeminiWebSearchConfig): WebSearch {
  const timeoutMs = config.timeoutMs ?? GEMINI_SEARCH_TIMEOUT_MS;
  let client: { key: string; sdk: GoogleGenAI } | undefined;
  const sdkFor = (key: string) => {
    if (client?.key !== key) client = { key, sdk: new GoogleGenAI({ apiKey: key, httpOptions: geminiHttpOptions(config.baseUrl) }) };
    return client.sdk;
  };

  return {
    async findWebsites(request) {
      const key = await config.keySource.apiKey();
      if (!key) throw new AiError("no_api_key", "No Gemini API key is configured (GEMINI_API_KEY or an operator-stored key).");
      const { signal, done } = deadline(timeoutMs);
      let response: GenerateContentResponse;
      try {
        response = await sdkFor(key).models.generateContent({
          model: config.model ?? DEFAULT_GEMINI_MODEL,
          contents: [{ role: "user", parts: [{ text: request.query }] }],
          config: {
            systemInstruction: instruction(request),
            tools: [{ googleSearch: {} }],
            safetySettings: [...STRICT_SAFETY_SETTINGS],
            abortSignal: signal,
          },
        });
      } catch (error) {
        if (signal.aborted) throw new AiError("timeout", `Gemini search did not answer within ${timeoutMs} ms`, undefined, { cause: error });
        throw new AiError("provider_error", `Gemini search failed: ${error instanceof Error ? error.message : String(error)}`, undefined, {
          cause: error,
        });
      } finally {
        done();
      }
      if (response.promptFeedback?.blockReason) return [];
      const text = (response.candidates?.[0]?.content?.parts ?? []).map((part) => part.text ?? "").join("");
      const domains = groundedDomains(response);
      return parseModelWebsites(text).filter((site) => isGrounded(site.url, domains));
    },
  };
}
