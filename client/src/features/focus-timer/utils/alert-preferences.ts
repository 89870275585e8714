/** The student's choices for phase-end alerts, kept in this browser. */
const SOUND_KEY = "vidya.focusTimer.sound";
const CLAIM_KEY = "vidya.focusTimer.alerted";

/** Whether the chime plays at a phase end (off until the student turns it on). */
export function soundEnabled(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === "on";
  } catch {
    return false;
  }
}

export function setSoundEnabled(on: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, on ? "on" : "off");
  } catch {}
}

/**
 * True for the first open tab that claims the alert for one phase end, so several tabs chime once.
 * (Browser notifications collapse by their tag anyway.)
 */
export function claimAlert(key: string): boolean {
  try {
    if (localStorage.getItem(CLAIM_KEY) === key) return false;
    localStorage.setItem(CLAIM_KEY, key);
    return true;
  } catch {
    return true;
  }
}
