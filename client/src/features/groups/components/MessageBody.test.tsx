import { render, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadMarkdownRenderer } from "../../../shared/ui/Markdown";
import { MessageBody } from "./MessageBody";

// MessageBody is the one Markdown renderer's "chat" variant, which loads react-markdown (and KaTeX
// for maths) on first use: the renderer is loaded first, and tests with maths wait for KaTeX.
describe("MessageBody", () => {
  beforeAll(async () => {
    await loadMarkdownRenderer();
  });

  it("renders the Markdown subset and maths", async () => {
    const { container } = render(<MessageBody text={"**Newton**: $F = ma$ and `code`\n\n- one\n- two"} />);
    await waitFor(() => expect(container.querySelector(".katex")).not.toBeNull());
    expect(container.querySelector(".gc-body")).not.toBeNull();
    expect(container.querySelector("strong")?.textContent).toBe("Newton");
    expect(container.querySelector("code")?.textContent).toBe("code");
    expect(container.querySelectorAll("li")).toHaveLength(2);
  });

  it("never renders raw HTML, images or script links", () => {
    const { container } = render(
      <MessageBody
        text={
          '<script>alert(1)</script><img src=x onerror="alert(1)"> ![pic](http://x/y.png) [click](javascript:alert(1)) <b>hi</b>'
        }
      />,
    );
    // The first line is one raw HTML block (it opens with <script>), dropped whole.
    expect(container.querySelector(".gc-body")?.innerHTML).toBe("");
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    const link = container.querySelector("a");
    expect(link?.getAttribute("href") ?? "").not.toMatch(/javascript/i);
    expect(container.innerHTML).not.toMatch(/onerror/);
  });

  it("drops an image, a heading and raw HTML to their text, and keeps the maths", async () => {
    const { container } = render(
      <MessageBody
        text={
          "# Big title\n\n![a diagram](http://x/y.png) <b>bold</b> <i>it</i> and $E = mc^2$\n\n---\n\nend"
        }
      />,
    );
    await waitFor(() => expect(container.querySelector(".katex")).not.toBeNull());
    expect(container.querySelector("h1, h2, h3, h4, h5, h6")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("hr")).toBeNull();
    expect(container.querySelector("b, i")).toBeNull();
    // The heading keeps its text; raw HTML is dropped entirely, not shown as text.
    expect(container.textContent).toContain("Big title");
    expect(container.textContent).toContain("bold");
    expect(container.textContent).not.toContain("<b>");
    expect(container.querySelector(".katex-mathml annotation")?.textContent).toBe("E = mc^2");
  });

  it("opens links in a new tab without referrer", () => {
    const { container } = render(<MessageBody text="see [NCERT](https://ncert.nic.in)" />);
    const link = container.querySelector("a");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer nofollow ugc");
  });

  it("shows bad maths as text instead of failing", async () => {
    const { container } = render(<MessageBody text={"$\\frac{1}{$ oops"} />);
    await waitFor(() => expect(container.querySelector(".katex, .katex-error")).not.toBeNull());
    expect(container.textContent).toContain("oops");
  });
});
