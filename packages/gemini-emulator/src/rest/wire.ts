// Anything else in a request is accepted and ignored, as the real API does.

export interface InlineData {
  mimeType: string;
  data: string;
}

export interface Part {
  text?: string;
  inlineData?: InlineData;
}

export interface Content {
  role?: string;
  parts: Part[];
}

export interface SafetySetting {
  category: string;
  threshold: string;
}

export interface GenerateContentRequest {
  contents: Content[];
  systemInstruction?: Content;
  safetySettings?: SafetySetting[];
  generationConfig?: Record<string, unknown>;
}

export interface SafetyRating {
  category: string;
  probability: string;
}

export interface Candidate {
  content?: { role: "model"; parts: Array<{ text: string }> };
  finishReason?: string;
  index: number;
  safetyRatings?: SafetyRating[];
}

export interface UsageMetadata {
  promptTokenCount: number;
  candidatesTokenCount?: number;
  totalTokenCount: number;
}

export interface GenerateContentResponse {
  candidates?: Candidate[];
  promptFeedback?: { blockReason: string; safetyRatings?: SafetyRating[] };
  usageMetadata: UsageMetadata;
  modelVersion: string;
  responseId: string;
}

export interface ApiErrorBody {
  error: { code: number; message: string; status: string };
}

/** The image ones are Vertex-only. */
export const HARM_CATEGORIES = [
  "HARM_CATEGORY_HARASSMENT",
  "HARM_CATEGORY_HATE_SPEECH",
  "HARM_CATEGORY_SEXUALLY_EXPLICIT",
  "HARM_CATEGORY_DANGEROUS_CONTENT",
] as const;

const STATUS_NAMES: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
  504: "DEADLINE_EXCEEDED",
};

export function apiErrorBody(code: number, message: string): ApiErrorBody {
  return { error: { code, message, status: STATUS_NAMES[code] ?? "UNKNOWN" } };
}

export function parseGenerateContentRequest(raw: string): GenerateContentRequest | { problem: string } {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { problem: `Invalid JSON payload received. Unexpected token in: ${raw.slice(0, 40)}` };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { problem: "Invalid JSON payload received. Expected an object." };
  }
  const request = body as Partial<GenerateContentRequest>;
  if (!Array.isArray(request.contents) || request.contents.length === 0) {
    return { problem: "* GenerateContentRequest.contents: contents is not specified" };
  }
  for (const [index, content] of request.contents.entries()) {
    if (!Array.isArray(content?.parts) || content.parts.length === 0) {
      return { problem: `* GenerateContentRequest.contents[${index}].parts: contents.parts must not be empty.` };
    }
  }
  return request as GenerateContentRequest;
}

export function textOf(content: Content | undefined): string {
  return (content?.parts ?? []).flatMap((part) => (typeof part.text === "string" ? [part.text] : [])).join("\n");
}

/** The API counts about four characters per token. */
export function tokensOf(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}
