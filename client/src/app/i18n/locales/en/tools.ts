/** The voice tools' shared words (read aloud, listening). */
export const voice = {
  readAloud: "Read aloud",
  stopReading: "Stop reading",
  pause: "Pause",
  resume: "Resume",
  robotic: "Robotic voice: this device has no voice for this language, so our server reads it.",
  language: "Voice language",
  reason: {
    denied:
      "microphone permission denied. Allow the microphone for this site (the lock or camera icon in the address bar), then try again",
    silence: "no speech was heard. Speak a little louder or closer to the microphone",
    noMicrophone: "no microphone was found",
  },
  noRecognition:
    "Voice input is not available in this browser. Type instead: everything else works the same.",
  emptyTranscript: "Nothing to send yet: speak or type your question first.",
};
