import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./Markdown";

describe("card sides", () => {
  it("render Markdown and KaTeX maths", () => {
    const { container } = render(<Markdown text={"**Area** of a circle: $\\pi r^2$"} />);
    expect(container.querySelector("strong")?.textContent).toBe("Area");
    expect(container.querySelector(".katex")).not.toBeNull();
  });

  it("show raw HTML as text, never as markup", () => {
    const { container } = render(
      <Markdown text={'<img src=x onerror="alert(1)"> <script>alert(2)</script>'} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
  });
});
