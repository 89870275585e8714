import { MESSAGES } from "@vidya/core/messages";
import { afterAll, describe, expect, it } from "vitest";
import { changeLanguage, i18n, initI18n } from "./i18n";
import { en } from "./locales/en/index";
import { gu } from "./locales/gu/index";
import { hi } from "./locales/hi/index";
import { localizeMessage } from "./localize-message";

type Tree = { [key: string]: string | Tree };

/** Every leaf of a translation as "a.b.c" → text. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[0]).sort();

const english = leaves(en);
const others = { hi: leaves(hi), gu: leaves(gu) };

describe("translations", () => {
  for (const [lang, table] of Object.entries(others)) {
    it(`${lang} has exactly the English keys`, () => {
      expect([...table.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it(`${lang} keeps every placeholder and tag of the English text, and leaves nothing empty`, () => {
      for (const [key, text] of english) {
        const translated = table.get(key) ?? "";
        expect(translated.trim(), key).not.toBe("");
        expect(placeholders(translated), key).toEqual(placeholders(text));
      }
    });

    it(`${lang} translates every SPEC message`, () => {
      for (const key of Object.keys(MESSAGES)) {
        const translated = table.get(`msg.${key}`);
        expect(translated, key).toBeDefined();
        expect(translated, key).not.toBe(english.get(`msg.${key}`));
      }
    });
  }

  it("English has every SPEC message word for word", () => {
    const keys = Object.keys(MESSAGES) as (keyof typeof MESSAGES)[];
    expect(Object.keys(en.msg).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const message = MESSAGES[key];
      const text = en.msg[key];
      if (typeof message === "string") expect(text, key).toBe(message);
      else expect(text.replace(/\{\{\w+\}\}/, "X"), key).toBe((message as (x: string) => string)("X"));
    }
  });
});

describe("localizeMessage", () => {
  afterAll(() => changeLanguage("en"));

  it("shows the server's SPEC messages in the reader's language and other text as it came", async () => {
    await initI18n("en");
    expect(localizeMessage(MESSAGES.aiParseFailed)).toBe(MESSAGES.aiParseFailed);
    await changeLanguage("hi");
    expect(localizeMessage(MESSAGES.aiParseFailed)).toBe(hi.msg.aiParseFailed);
    expect(localizeMessage(MESSAGES.onlyMath)).toBe(hi.msg.onlyMath);
    expect(localizeMessage(MESSAGES.speechFailed("network"))).toBe("आवाज़ पहचान विफल रही: network");
    await changeLanguage("gu");
    expect(localizeMessage(MESSAGES.imageTooLarge)).toBe(gu.msg.imageTooLarge);
    expect(localizeMessage("Something else entirely")).toBe("Something else entirely");
    expect(i18n.language).toBe("gu");
  });
});
