// @vitest-environment jsdom
import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./Markdown";

describe("the Markdown renderer", () => {
  // First in the file: nothing has loaded the renderer yet.
  it("shows the text as written until the renderer has loaded, then renders Markdown", async () => {
    const { container } = render(<Markdown text={"A **bold**\nanswer"} />);
    expect(container.textContent).toBe("A **bold**\nanswer");
    await waitFor(() => expect(container.querySelector("strong")?.textContent).toBe("bold"));
    expect(container.textContent).toBe("A bold\nanswer");
  });

  it("renders Markdown, and KaTeX maths once KaTeX has loaded", async () => {
    const { container } = render(<Markdown text={"**Area** of a circle: $\\pi r^2$"} />);
    await waitFor(() => expect(container.querySelector("strong")?.textContent).toBe("Area"));
    await waitFor(() => expect(container.querySelector(".katex")).not.toBeNull());
  });

  it("shows raw HTML as text, never as markup", () => {
    const { container } = render(
      <Markdown text={'<img src=x onerror="alert(1)"> <script>alert(2)</script>'} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
  });

  it("renders a chemical equation with mhchem once it has loaded, not as a KaTeX error", async () => {
    const { container } = render(<Markdown text={"Water forms: $\\ce{2H2 + O2 -> 2H2O}$"} />);
    await waitFor(() => expect(container.querySelector(".katex")).not.toBeNull());
    expect(container.querySelector(".katex-error")).toBeNull();
    expect(container.querySelector(".katex-mathml annotation")?.textContent).toBe("\\ce{2H2 + O2 -> 2H2O}");
    // Typeset as chemistry: subscripted 2s and a reaction arrow, not the letters "->".
    const mathml = container.querySelector(".katex-mathml math semantics > mrow")?.textContent ?? "";
    expect(mathml).toContain("→");
    expect(mathml).not.toContain("->");
    expect(container.querySelectorAll(".katex-html .msupsub").length).toBeGreaterThanOrEqual(3);
    expect(container.querySelector(".katex-html .x-arrow, .katex-html svg")).not.toBeNull();
  });

  it("never loads a remote picture in an answer, and keeps KaTeX sizes bounded (issue 24)", async () => {
    const { container } = render(
      <Markdown
        text={"See ![the diagram](https://evil.example/track.png) and $\\rule{100000em}{100000em}$ here"}
      />,
    );
    await waitFor(() => expect(container.querySelector(".katex")).not.toBeNull());
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("the diagram");
    expect(container.innerHTML).not.toContain("evil.example");
    // The rule is capped at KaTeX's maxSize (20 em), not 100,000 em.
    const rule = container.querySelector<HTMLElement>(".katex-html .katex-rule");
    expect(rule?.style.borderRightWidth).toBe("20em");
  });
});
