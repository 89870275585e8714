import { createEmptyCard, fsrs, type Grade } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import {
  type CardMemory,
  fromFsrsCard,
  newCardMemory,
  previewRatings,
  type RatingValue,
  rateCard,
  retrievabilityAt,
  toFsrsCard,
} from "./fsrs";
import { formatInterval } from "./intervals";

const T0 = new Date("2026-01-05T04:30:00Z");
const MIN = 60_000;
const DAY = 86_400_000;

/** A fixed study history: learning steps, graduation, a lapse, relearning, early and late reviews. */
const SEQUENCE: { afterMs: number; rating: RatingValue }[] = [
  { afterMs: 0, rating: 3 },
  { afterMs: 10 * MIN, rating: 3 },
  { afterMs: 2 * DAY, rating: 3 },
  { afterMs: 9 * DAY, rating: 4 },
  { afterMs: 30 * DAY, rating: 1 },
  { afterMs: 10 * MIN, rating: 2 },
  { afterMs: 1 * DAY, rating: 3 },
  { afterMs: 5 * DAY, rating: 2 },
  { afterMs: 40 * DAY, rating: 3 },
];

/** Our state goes through storage as plain fields; simulate that with a JSON round trip. */
function stored(card: CardMemory): CardMemory {
  const raw = JSON.parse(JSON.stringify(card)) as Record<string, unknown>;
  return {
    ...(raw as unknown as CardMemory),
    due: new Date(String(raw.due)),
    lastReview: raw.lastReview ? new Date(String(raw.lastReview)) : null,
  };
}

describe("FSRS scheduling", () => {
  for (const retention of [0.9, 0.8, 0.95]) {
    for (const fuzz of [false, true]) {
      it(`matches ts-fsrs on a fixed review sequence (retention ${retention}, fuzz ${fuzz})`, () => {
        const reference = fsrs({ request_retention: retention, enable_fuzz: fuzz, enable_short_term: true });
        let expected = createEmptyCard(T0);
        let ours = newCardMemory(T0);
        let now = T0;
        for (const step of SEQUENCE) {
          now = new Date(now.getTime() + step.afterMs);
          const ref = reference.next(expected, now, step.rating as Grade);
          const got = rateCard(stored(ours), step.rating, now, { desiredRetention: retention, fuzz });
          expect(got.card).toEqual(fromFsrsCard(ref.card));
          expect(got.log.rating).toBe(step.rating);
          expect(got.log.due.getTime()).toBe(ref.log.due.getTime());
          expect(got.log.stability).toBe(ref.log.stability);
          expect(got.log.difficulty).toBe(ref.log.difficulty);
          expect(got.log.scheduledDays).toBe(ref.log.scheduled_days);
          expect(got.log.review.getTime()).toBe(now.getTime());
          expected = ref.card;
          ours = got.card;
        }
        expect(ours.reps).toBe(SEQUENCE.length);
        expect(ours.lapses).toBe(1);
        expect(ours.state).toBe("REVIEW");
      });
    }
  }

  it("schedules a new card as Anki does: Good → 10 minutes (learning step), Again → 1 minute", () => {
    const preview = previewRatings(newCardMemory(T0), T0, { fuzz: false });
    expect(preview[1].card.due.getTime() - T0.getTime()).toBe(1 * MIN);
    expect(preview[3].card.due.getTime() - T0.getTime()).toBe(10 * MIN);
    expect(preview[4].card.state).toBe("REVIEW");
    expect(formatInterval(preview[3].card.due.getTime() - T0.getTime())).toBe("10m");
  });

  it("previews the four ratings exactly as rating would", () => {
    let card = newCardMemory(T0);
    card = rateCard(card, 3, T0).card;
    card = rateCard(card, 3, new Date(T0.getTime() + 10 * MIN)).card;
    const at = new Date(card.due.getTime() + DAY);
    const preview = previewRatings(card, at);
    for (const rating of [1, 2, 3, 4] as const) {
      expect(preview[rating].card).toEqual(rateCard(card, rating, at).card);
    }
    expect(preview[1].card.due < preview[2].card.due).toBe(true);
    expect(preview[2].card.due <= preview[3].card.due).toBe(true);
    expect(preview[3].card.due < preview[4].card.due).toBe(true);
  });

  it("converts losslessly to and from ts-fsrs cards", () => {
    const card = rateCard(newCardMemory(T0), 4, T0).card;
    expect(fromFsrsCard(toFsrsCard(card))).toEqual(card);
  });

  it("gives retrievability 0 for unstudied cards and ~desired retention when a card falls due", () => {
    expect(retrievabilityAt(newCardMemory(T0), T0)).toBe(0);
    const card = rateCard(newCardMemory(T0), 4, T0, { fuzz: false }).card;
    expect(retrievabilityAt(card, T0)).toBe(1);
    expect(retrievabilityAt(card, card.due)).toBeCloseTo(0.9, 1);
  });
});

describe("formatInterval", () => {
  it("reads like Anki's button labels", () => {
    expect(formatInterval(20_000)).toBe("<1m");
    expect(formatInterval(10 * MIN)).toBe("10m");
    expect(formatInterval(3 * 60 * MIN)).toBe("3h");
    expect(formatInterval(4 * DAY)).toBe("4d");
    expect(formatInterval(75 * DAY)).toBe("2.5mo");
    expect(formatInterval(400 * DAY)).toBe("1.1y");
  });
});
