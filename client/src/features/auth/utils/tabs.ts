import { authStore } from "./session";

const CHANNEL = "vidya-auth";
type TabMessage = "signed-in" | "signed-out";

// One channel per tab: a BroadcastChannel never receives its own messages, so this tab does not
// react to what it said itself (a second object in the same tab would).
let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === "undefined") return null;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

/** Tells the other tabs of this browser that this one signed in or out. */
export function tellOtherTabs(message: TabMessage): void {
  getChannel()?.postMessage(message);
}

/** Follows the other tabs: their sign-out ends this tab's session, their sign-in restores it here. */
export function listenToOtherTabs(): () => void {
  const ch = getChannel();
  if (!ch) return () => {};
  ch.onmessage = (event: MessageEvent<TabMessage>) => {
    if (event.data === "signed-out" && authStore.getState().session) authStore.clear();
    if (event.data === "signed-in") void authStore.refresh();
  };
  return () => {
    ch.onmessage = null;
  };
}
