/** A short two-tone chime made with WebAudio (no sound files are shipped). */
let context: AudioContext | null = null;

/** Creates or resumes the audio context; call from a click so browsers allow sound later. */
export function unlockAudio(): void {
  try {
    context ??= new AudioContext();
    if (context.state === "suspended") void context.resume();
  } catch {
    // No WebAudio: the chime is optional.
  }
}

/** Plays the chime if audio has been unlocked; silent otherwise. */
export function beep(): void {
  try {
    const ctx = context;
    if (ctx?.state !== "running") return;
    const start = ctx.currentTime;
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = "sine";
      osc.frequency.value = freq;
      const t = start + i * 0.18;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.25, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.16);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + 0.17);
    }
  } catch {
    // Errors in the optional chime are ignored (SPEC 8).
  }
}
