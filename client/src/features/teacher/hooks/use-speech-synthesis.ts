import { useEffect, useState } from "react";

/** Reads text aloud with the browser's speechSynthesis, in the chosen language. */
export function useSpeechSynthesis() {
  const [speaking, setSpeaking] = useState(false);
  const supported = typeof window !== "undefined" && "speechSynthesis" in window;
  useEffect(() => () => (supported ? window.speechSynthesis.cancel() : undefined), [supported]);

  function speak(text: string, lang: string) {
    if (!supported) return;
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    window.speechSynthesis.speak(utterance);
  }

  function stop() {
    if (supported) window.speechSynthesis.cancel();
    setSpeaking(false);
  }

  return { supported, speaking, speak, stop };
}
