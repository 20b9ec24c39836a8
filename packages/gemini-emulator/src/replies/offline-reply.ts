import { KNOWLEDGE } from "./knowledge.ts";
import type { ReadingLevel } from "./knowledge.ts";

export const OFFLINE_PREFIX = "Offline AI: ";

export interface OfflineQuestion {
  text: string;
  imageCount: number;
  level: ReadingLevel;
}

const TOPIC_NAMES = "volcanoes, dinosaurs, the Moon, the Sun, rainbows, plants, rain, fractions, gravity, the heart, bees and planets";

const TOPIC_PATTERNS = KNOWLEDGE.map((topic) => {
  const keywords = topic.keywords.map((keyword) => keyword.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return { topic, pattern: new RegExp(`\\b(?:${keywords.join("|")})(s|es|ing|ed)?\\b`, "i") };
});

/** A hint first, then the answer, as the instruction asks. */
function arithmeticReply(text: string, level: ReadingLevel): string | undefined {
  const match = /(-?\d{1,6})\s*(\+|plus|-|minus|x|\*|times|×|\/|÷|divided by)\s*(-?\d{1,6})/i.exec(text);
  if (!match) return undefined;
  const [, leftText = "", operator = "", rightText = ""] = match;
  const left = Number(leftText);
  const right = Number(rightText);
  const op = operator.toLowerCase();
  let answer: number;
  let hint: string;
  if (op === "+" || op === "plus") {
    answer = left + right;
    hint = level === "young" ? `Start at ${left} and count up ${right} more on your fingers.` : `Try adding the tens first, then the ones.`;
  } else if (op === "-" || op === "minus") {
    answer = left - right;
    hint = level === "young" ? `Start at ${left} and count back ${right}.` : `Think: what do you add to ${right} to get ${left}?`;
  } else if (op === "/" || op === "÷" || op === "divided by") {
    if (right === 0) return "Here's a puzzle: we can't share things into 0 groups, so dividing by 0 has no answer!";
    answer = Math.round((left / right) * 1000) / 1000;
    hint = `Think: how many groups of ${right} fit into ${left}?`;
  } else {
    answer = left * right;
    hint = `Think of ${left} groups with ${right} in each group.`;
  }
  return `Here's a hint: ${hint} When you're ready, check your answer: ${left} ${match[2]} ${right} = ${answer}.`;
}

function imageNote(count: number): string {
  if (count === 0) return "";
  const images = count === 1 ? "1 image" : `${count} images`;
  return ` You attached ${images}, but while I'm offline I can't look at pictures.`;
}

export function offlineReply(question: OfflineQuestion): string {
  const text = question.text.trim();
  let body: string;
  const topic = TOPIC_PATTERNS.find(({ pattern }) => pattern.test(text))?.topic;
  const arithmetic = arithmeticReply(text, question.level);
  if (arithmetic) body = arithmetic;
  else if (topic) body = topic.explanation[question.level];
  else if (text === "" && question.imageCount > 0) body = "Thanks for sharing!";
  else body = `I'm the offline helper, so I only know a few topics right now: ${TOPIC_NAMES}. Try asking about one of them!`;
  return `${OFFLINE_PREFIX}${body}${imageNote(question.imageCount)}`;
}
