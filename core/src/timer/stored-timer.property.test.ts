import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { advance, reset, toggle, updateSettings } from "./focus-timer";
import { parseStoredTimer, serializeStoredTimer } from "./stored-timer";
import { commandsArb, initialArb } from "./timer-arbitraries";

describe("stored timer properties", () => {
  it("a reload after any time away equals catching up, and serializes to the same text again", () => {
    fc.assert(
      fc.property(initialArb(false), commandsArb(false, true), fc.nat(10 ** 8), (initial, cmds, away) => {
        let state = initial;
        let now = initial.updatedAt;
        for (const c of cmds) {
          if (c.kind === "step") now += c.ms;
          else if (c.kind === "toggle") state = toggle(state, now).state;
          else if (c.kind === "reset") state = reset(state, now).state;
          else if (c.kind === "settings") state = updateSettings(state, c.settings, now).state;
        }
        const later = now + away;
        const text = serializeStoredTimer(state, now);
        const reloaded = parseStoredTimer(text, later);
        expect(reloaded).toEqual(advance(state, later));
        if (reloaded.events.length === 0) expect(serializeStoredTimer(reloaded.state, now)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});
