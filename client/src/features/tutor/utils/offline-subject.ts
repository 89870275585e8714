import type { OfflineMath } from "./offline-math";

/**
 * The tutor box of a subject page (/science, /hindi, …) offline (issue 27): the panel loads this
 * module only once "Use offline" has put the engine on the device. As the server does for a
 * subject-page question, the topic is the one `guessTopic` reads in the question, and only a question
 * the engine solves is answered (the worker leaves anything else to a model): that one is answered
 * here and queued for history like a math page's; anything else throws offline-answer.ts's
 * NeedsConnection, whose message (`shown`) the tutor toasts, and nothing is queued. It imports the
 * rest in `preload`, so loading it adds no list of files to the subject page (its JavaScript budget).
 */
const subjectOfflineMath: OfflineMath = {
  onDevice: () => engineOnDevice(),
  // Everything `answer` imports is loaded now, while the page is surely online.
  preload: () =>
    Promise.all([
      import("@vidya/core/tutor/guess-topic"),
      import("./offline-math").then((m) => m.offlineMath.preload()),
    ]),
  async answer(question, _topic, userId) {
    const [{ guessTopic }, { interfaceLanguage }, { answerOffline }] = await Promise.all([
      import("@vidya/core/tutor/guess-topic"),
      import("./offline-math"),
      import("./offline-answer"),
    ]);
    // A NeedsConnection error carries the message (`shown`), which the tutor toasts.
    return answerOffline(question, guessTopic(question), interfaceLanguage(), userId, true);
  },
};

export default subjectOfflineMath;

/** "Use offline" has put the engine on this device (offline-math.ts ENGINE_KEY, repeated). */
export function engineOnDevice(): boolean {
  try {
    return localStorage.getItem("vidya.mathEngine") !== null;
  } catch {
    return false;
  }
}
