// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../app/i18n/i18n";
import { ready } from "../../test/i18n";
import { Rich } from "./Rich";

beforeAll(async () => {
  await ready;
  i18n.addResourceBundle(
    "en",
    "translation",
    {
      richTest: {
        online_one: "<0>{{count}}</0> online now",
        online_other: "<0>{{count}}</0> online now",
        link: "Teachers manage classes on the <1>teacher dashboard</1>.",
        reading: "Our checker read the question as <r>{{reading}}</r>.",
      },
    },
    true,
    true,
  );
});

describe("a translated text with elements in it", () => {
  it("puts the count in the element the text's numbered tag names, with the plural chosen", () => {
    const { container } = render(
      <Rich
        i18nKey={"richTest.online" as never}
        count={3}
        components={[<strong key="n" data-testid="n" />]}
      />,
    );
    expect(container.innerHTML).toBe('<strong data-testid="n">3</strong> online now');
  });

  it("fills a named tag with a link's words", () => {
    const { container } = render(<Rich i18nKey={"richTest.link" as never} components={{ 1: <em /> }} />);
    expect(container.innerHTML).toBe("Teachers manage classes on the <em>teacher dashboard</em>.");
  });

  it("keeps a value that looks like a tag as text", () => {
    const { container } = render(
      <Rich
        i18nKey={"richTest.reading" as never}
        values={{ reading: "x<r>2</r> > 3" }}
        components={{ r: <strong /> }}
      />,
    );
    expect(container.querySelectorAll("strong")).toHaveLength(1);
    expect(container.textContent).toBe("Our checker read the question as x<r>2</r> > 3.");
  });
});
