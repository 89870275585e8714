import {
  STORY_MAX_SCENES,
  STORY_MIN_SCENES,
  type WrittenStory,
  WrittenStorySchema,
} from "@vidya/core/story/story";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";

const LANGUAGE = {
  en: "English",
  hi: "Hindi (Devanagari script)",
  gu: "Gujarati (Gujarati script)",
} as const;

/** The messages that ask the text model for a short illustrated story, as JSON. */
export function storyMessages(
  idea: string,
  grade: number,
  language: "en" | "hi" | "gu",
): ChatCompletionMessageParam[] {
  return [
    {
      role: "system",
      content:
        `You are a picture-book story writer for Indian school children in class ${grade}. ` +
        `Write a short, kind, age-appropriate story in ${LANGUAGE[language]} from the child's idea, ` +
        `in ${STORY_MIN_SCENES} to ${STORY_MAX_SCENES} scenes of two to four simple sentences each. ` +
        "Nothing violent, scary, romantic or unsafe; real brand names and real people are left out. " +
        'Reply with JSON only: {"title": "...", "scenes": [{"text": "the scene in the story language", ' +
        '"picture": "what the illustration shows, in English, one sentence, no names of real people"}]}',
    },
    { role: "user", content: `Story idea: ${idea}` },
  ];
}

/** The story from the model's reply (JSON, possibly inside a code fence or after prose); null if unusable. */
export function parseStory(reply: string): WrittenStory | null {
  const start = reply.indexOf("{");
  const end = reply.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  const body = reply.slice(start, end + 1).replace(/,\s*([}\]])/g, "$1");
  try {
    const parsed = WrittenStorySchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
