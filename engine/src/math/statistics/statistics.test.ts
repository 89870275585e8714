import { describe, expect, it } from "vitest";
import { normalizeQuestion } from "../normalize";
import { cardSolver } from "./cards";
import { coinSolver, diceSolver } from "./coins-dice";
import { descriptiveSolver } from "./descriptive";

const q = (text: string) => normalizeQuestion(text);

describe("probability", () => {
  it("answers as a reduced fraction and shows the decimal", () => {
    const out = diceSolver.solve(q("Two dice are thrown. Find the probability that the sum is 7"));
    expect(out?.finalAnswer).toBe("1/6");
    expect(out?.explanation).toMatch(/0\.1667/);
  });

  it("handles 'not', 'or' and combined card descriptions", () => {
    expect(
      cardSolver.solve(
        q("A card is drawn from a deck of 52 cards. Find the probability that it is not a face card"),
      )?.finalAnswer,
    ).toBe("10/13");
    expect(
      cardSolver.solve(
        q("A card is drawn from a deck of 52 cards. Find the probability of getting a red king"),
      )?.finalAnswer,
    ).toBe("1/26");
    expect(
      cardSolver.solve(
        q("A card is drawn from a deck of 52 cards. Find the probability of getting a king or a queen"),
      )?.finalAnswer,
    ).toBe("2/13");
  });

  it("lists the sample space for coins", () => {
    const out = coinSolver.solve(
      q("Three coins are tossed. Find the probability of getting at least two heads"),
    );
    expect(out?.finalAnswer).toBe("1/2");
    expect(out?.explanation).toMatch(/HHH/);
  });
});

describe("descriptive statistics", () => {
  it("reports several measures at once", () => {
    expect(
      descriptiveSolver.solve(q("Find the mean, median and mode of 3, 5, 5, 7, 9, 5, 8"))?.finalAnswer,
    ).toBe("mean = 6, median = 5, mode = 5");
  });

  it("says when there is no mode", () => {
    expect(descriptiveSolver.solve(q("Find the mode of 1, 2, 3, 4"))?.finalAnswer).toBe("no mode");
  });
});
