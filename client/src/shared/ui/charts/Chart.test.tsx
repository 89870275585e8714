// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarList, Chart } from "./Chart";

describe("the chart", () => {
  it("draws a bar per label and series, each with its figure in a tooltip, under an accessible name", () => {
    const { getByRole, container } = render(
      <Chart
        kind="bar"
        label="Study minutes"
        labels={["Asha", "Ravi", "Meera"]}
        series={[
          { name: "Today", values: [10, 0, 25], color: "red" },
          { name: "This week", values: [60, 15, 90], color: "blue" },
        ]}
      />,
    );
    expect(getByRole("img", { name: "Study minutes" })).toBeTruthy();
    const titles = [...container.querySelectorAll("rect title")].map((t) => t.textContent);
    expect(titles).toEqual([
      "Asha · Today: 10",
      "Ravi · Today: 0",
      "Meera · Today: 25",
      "Asha · This week: 60",
      "Ravi · This week: 15",
      "Meera · This week: 90",
    ]);
    // Taller bars for larger figures; the tallest reaches the top tick (100 for 90).
    const heights = [...container.querySelectorAll("rect")].map((r) => Number(r.getAttribute("height")));
    expect(heights[5]).toBeGreaterThan(heights[3] ?? 0);
    expect(heights[1]).toBe(0);
    const ticks = [...container.querySelectorAll("text")].map((t) => t.textContent);
    expect(ticks).toEqual(expect.arrayContaining(["0", "50", "100", "Asha", "Ravi", "Meera"]));
    // Two series: a legend names them.
    expect(container.querySelector(".chart-legend")?.textContent).toBe("TodayThis week");
  });

  it("draws a line per series with a point per label, and no legend for one series", () => {
    const { container } = render(
      <Chart
        kind="line"
        label="Questions per day"
        labels={["11-01", "11-02", "11-03", "11-04"]}
        series={[{ name: "Questions", values: [3, 5, 0, 8], color: "green" }]}
      />,
    );
    expect(container.querySelectorAll("polyline")).toHaveLength(1);
    expect([...container.querySelectorAll("circle title")].map((t) => t.textContent)).toEqual([
      "11-01 · Questions: 3",
      "11-02 · Questions: 5",
      "11-03 · Questions: 0",
      "11-04 · Questions: 8",
    ]);
    expect(container.querySelector(".chart-legend")).toBeNull();
  });

  it("draws horizontal bars in proportion, hidden from screen readers (the figures are listed beside)", () => {
    const { container } = render(
      <BarList
        color="blue"
        items={[
          { name: "Fractions", value: 8 },
          { name: "Algebra", value: 2 },
        ]}
      />,
    );
    expect(container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
    const bars = [...container.querySelectorAll<HTMLElement>(".chart-barlist-bar")].map((b) => b.style.width);
    expect(bars).toEqual(["100%", "25%"]);
    expect(container.textContent).toBe("Fractions8Algebra2");
  });
});
