import { hash } from "@vidya/engine/math/normalize";
import { makeRng } from "@vidya/engine/math/rng";
import { CHAPTER_GENERATORS, type Practice } from "./practice-generators";
import type { ChapterRequest } from "./types";

/** A worksheet as plain text: numbered questions, then "Answer key" and numbered answers. */
export function formatWorksheet(items: Practice[]): string {
  return [
    ...items.map((p, i) => `${i + 1}. ${p.q}`),
    "",
    "Answer key",
    ...items.map((p, i) => `${i + 1}. ${p.a}`),
  ].join("\n");
}

/**
 * Practice questions for a mathematics chapter from the local generators (every answer is
 * computed, so the key is right). Chapters without a generator get a clear message instead.
 */
export function practiceLocally(req: ChapterRequest, seed = Date.now()): string {
  const generators = CHAPTER_GENERATORS.find(([pattern]) => pattern.test(req.chapterTitle))?.[1];
  if (!generators) {
    return `The local math engine has no question generator for "${req.chapterTitle}" yet. Pick another chapter, or ask your administrator to set OPENAI_API_KEY so an AI provider can write questions for any chapter.`;
  }
  const rng = makeRng(hash(`${req.chapterTitle}:${seed}`));
  const items: Practice[] = [];
  const seen = new Set<string>();
  for (let tries = 0; items.length < req.count && tries < req.count * 20; tries++) {
    const gen = generators[tries % generators.length];
    if (!gen) break;
    const item = gen(rng);
    if (!seen.has(item.q)) {
      seen.add(item.q);
      items.push(item);
    }
  }
  return formatWorksheet(items);
}
