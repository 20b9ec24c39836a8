// Only the fields the emulator acts on are typed; the rest pass unread.

export interface LiveBlob {
  data?: string;
  mimeType?: string;
}

export interface LiveFunctionDeclaration {
  name?: string;
  description?: string;
  parameters?: { properties?: Record<string, { enum?: string[]; description?: string }> };
}

export interface LiveSetup {
  model?: string;
  generationConfig?: {
    responseModalities?: string[];
    speechConfig?: { voiceConfig?: { prebuiltVoiceConfig?: { voiceName?: string } } };
  };
  systemInstruction?: { parts?: Array<{ text?: string }> };
  tools?: Array<{ functionDeclarations?: LiveFunctionDeclaration[] }>;
  sessionResumption?: { handle?: string };
  inputAudioTranscription?: object;
  outputAudioTranscription?: object;
  contextWindowCompression?: object;
}

export interface LiveClientMessage {
  setup?: LiveSetup;
  realtimeInput?: {
    audio?: LiveBlob;
    video?: LiveBlob;
    mediaChunks?: LiveBlob[];
    text?: string;
    audioStreamEnd?: boolean;
  };
  clientContent?: { turns?: Array<{ role?: string; parts?: Array<{ text?: string }> }>; turnComplete?: boolean };
  toolResponse?: { functionResponses?: Array<{ id?: string; name?: string; response?: unknown }> };
}

export function parseClientMessage(raw: string): LiveClientMessage | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** 16000 is the API's default input rate. */
export function sampleRateOf(mimeType: string | undefined): number {
  const rate = /rate=(\d+)/.exec(mimeType ?? "")?.[1];
  return rate === undefined ? 16_000 : Number(rate);
}

export const OUTPUT_SAMPLE_RATE = 24_000;
export const OUTPUT_MIME_TYPE = `audio/pcm;rate=${OUTPUT_SAMPLE_RATE}`;

export const CLOSE = { normal: 1000, invalidPayload: 1007, policy: 1008 } as const;
