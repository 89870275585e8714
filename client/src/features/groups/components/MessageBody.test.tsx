import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MessageBody } from "./MessageBody";

describe("MessageBody", () => {
  it("renders the Markdown subset and maths", () => {
    const { container } = render(<MessageBody text={"**Newton**: $F = ma$ and `code`\n\n- one\n- two"} />);
    expect(container.querySelector("strong")?.textContent).toBe("Newton");
    expect(container.querySelector(".katex")).not.toBeNull();
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
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    const link = container.querySelector("a");
    expect(link?.getAttribute("href") ?? "").not.toMatch(/javascript/i);
    expect(container.innerHTML).not.toMatch(/onerror/);
  });

  it("opens links in a new tab without referrer", () => {
    const { container } = render(<MessageBody text="see [NCERT](https://ncert.nic.in)" />);
    const link = container.querySelector("a");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toContain("noopener");
  });

  it("shows bad maths as text instead of failing", () => {
    const { container } = render(<MessageBody text={"$\\frac{1}{$ oops"} />);
    expect(container.textContent).toContain("oops");
  });
});
