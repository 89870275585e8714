import { describe, expect, it } from "vitest";
import { solveMath } from "../math-engine";

/** The answer, or "declined"; story answers are never marked verified. */
const read = (q: string) => {
  const r = solveMath(q);
  if (r.kind !== "solved") return "declined";
  expect(r.solution.verified).toBe(false);
  return r.solution.finalAnswer;
};

// Equal groups and rates in our own everyday and NCERT-style wording.
describe("the equal-groups reader", () => {
  it("finds the number of groups when each group's size is given", () => {
    expect(read("Priya has 72 laddoos. She packs them into boxes of 8. How many boxes does she fill?")).toBe(
      "9",
    );
    expect(
      read(
        "There are 48 students in the hall. The teacher arranges the students into groups of size 6. How many groups are there?",
      ),
    ).toBe("8");
  });

  it("shares a total equally among groups or people", () => {
    expect(
      read(
        "Arun scored 96 runs in 8 matches, scoring the same in every match. How many runs did he score in each match?",
      ),
    ).toBe("12");
    expect(
      read(
        "Grandma made 24 samosas for 6 guests. If each of them had the same number, how many did each of them get?",
      ),
    ).toBe("4");
    // Another kind of thing is set aside and said so.
    expect(
      read(
        "Leela has 5 crayons and 36 stamps. She puts the stamps into 4 albums equally. How many stamps are in each album?",
      ),
    ).toBe("9");
  });

  it("multiplies through a chain of rates", () => {
    expect(
      read(
        "There are 12 shelves in each of the 5 cupboards. Each shelf holds 20 books. How many books are there in all?",
      ),
    ).toBe("1200");
    expect(read("Each pen costs 12 dollars. Riya has 84 dollars. How many pens can she buy?")).toBe("7");
    expect(
      read("A printer prints 15 pages per minute. It runs for 9 minutes. How many pages does it print?"),
    ).toBe("135");
  });

  it("declines near misses", () => {
    // The division is not exact and the question does not say how to round.
    expect(read("Priya has 75 laddoos. She packs them into boxes of 8. How many boxes does she fill?")).toBe(
      "declined",
    );
    // Two numbers of people could be the groups.
    expect(
      read(
        "Mother made 30 idlis for 6 guests but 1 guest did not come. If each of them had the same number, how many did each of them get?",
      ),
    ).toBe("declined");
    // Some were taken away first.
    expect(
      read(
        "Raju had 40 marbles. He lost 4 marbles and shared the rest equally among his 6 friends. How many did each friend get?",
      ),
    ).toBe("declined");
    // Two totals of the thing asked for.
    expect(
      read("A bakery made 30 buns and 18 buns. It packs 6 buns in each bag. How many bags does it need?"),
    ).toBe("declined");
    // Two kinds in each group, asked for both.
    expect(
      read(
        "Each bag has 4 red beads and 3 blue beads. There are 5 bags. How many red and blue beads are there?",
      ),
    ).toBe("declined");
  });
});

// Questions that carry a number of their own, in our own wording.
describe("a question that carries a number", () => {
  it("reads the question's number as the number of groups or the total", () => {
    expect(read("Sunita reads 15 pages every day. How many pages will she read in 6 days?")).toBe("90");
    // The price of one box, said right before it, makes this the unitary method, worked and checked.
    const boxes = solveMath("Each box of sweets costs ₹120. How much will it cost to buy 4 boxes?");
    expect(boxes.kind === "solved" && boxes.solution.finalAnswer).toBe("₹480");
    expect(read("Each van can hold 12 children. How many vans are needed for 84 children?")).toBe("7");
    expect(read("Each pen costs ₹15. How many pens can Asha buy with ₹90?")).toBe("6");
  });

  it("declines when the question's number has no clear role", () => {
    // A number of another span than the rate's.
    expect(read("Sunita reads 15 pages every day. How many pages will she read in 2 weeks?")).toBe(
      "declined",
    );
    // Two numbers of the thing asked about.
    expect(
      read("Sunita reads 15 pages every day. She has read 40 pages. How many pages will she read in 6 days?"),
    ).toBe("declined");
    // A condition the reader does not follow.
    expect(
      read(
        "Sunita reads 15 pages every day. How many pages will she read in 6 days if she rests for 2 days?",
      ),
    ).toBe("declined");
    // Not exactly divisible: a question number never forces an answer.
    expect(read("Each van can hold 12 children. How many vans are needed for 90 children?")).toBe("declined");
    // The rate itself is in the question.
    expect(read("There are 6 rows of chairs. How many chairs are there if each row has 9 chairs?")).toBe(
      "declined",
    );
  });
});
