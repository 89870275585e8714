import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { toast } from "../../../app/toast";
import { useImageAttachment } from "../hooks/use-image-attachment";
import { useTutor } from "../hooks/use-tutor";
import type { OfflineMath } from "../utils/offline-math";
import type { TutorScope } from "../utils/scope";
import { AnswerCheck } from "./AnswerCheck";
import { QuestionBox } from "./QuestionBox";
import { SimilarQuestions } from "./SimilarQuestions";
import { SolutionArea } from "./SolutionArea";
import "./tutor.css";
import { useTranslation } from "react-i18next";

/** Recent Questions (with its formula previews) loads with the first list to show. */
const RecentQuestions = lazy(() => import("./RecentQuestions").then((m) => ({ default: m.RecentQuestions })));
/** Clear Chat's confirmation loads when asked for. */
const ConfirmDialog = lazy(() => import("./ConfirmDialog").then((m) => ({ default: m.ConfirmDialog })));

/**
 * A subject page's panel answers mathematics on the device too (issue 27), once "Use offline" (on a
 * math page) has put the engine here: only then does it load offline-subject.ts. The key is
 * offline-math.ts ENGINE_KEY, repeated so subject pages do not carry that module.
 */
function useDeviceAnswerer(scope: TutorScope, offline?: OfflineMath): OfflineMath | undefined {
  const [loaded, setLoaded] = useState<OfflineMath>();
  const subjectPage = !offline && scope.subject !== "mathematics";
  useEffect(() => {
    try {
      if (subjectPage && localStorage.getItem("vidya.mathEngine"))
        void import("../utils/offline-subject").then((m) => setLoaded(m.default));
    } catch {
      // Storage blocked: no engine on the device either.
    }
  }, [subjectPage]);
  return offline ?? loaded;
}

/**
 * The AI question box of one math topic or subject page (SPEC 2, 4, 5): question, solution, similar
 * questions, Recent Questions and Clear Chat. `examples` are asked when clicked. Mount it with
 * `key={scopeKey(scope)}` so a change of topic (or class or chapter) starts a fresh conversation.
 */
export function TutorPanel({
  scope,
  examples = [],
  placeholder,
  speechLang,
  askOnMount = null,
  offline,
}: {
  scope: TutorScope;
  examples?: readonly string[];
  placeholder: string;
  speechLang?: string;
  /** A question to ask as soon as the panel opens (handed over from /mathematics). */
  askOnMount?: string | null;
  /** On the math pages: answering on the device when offline (issue 27); subject pages load their own. */
  offline?: OfflineMath;
}) {
  const { t } = useTranslation();
  const tutor = useTutor(scope, useDeviceAnswerer(scope, offline));
  const image = useImageAttachment();
  const [text, setText] = useState("");
  const [confirming, setConfirming] = useState(false);

  async function askNow(question: string, withImage = false) {
    const sent = await tutor.ask({
      text: question,
      imageDataUrl: withImage ? (image.attachment?.dataUrl ?? null) : null,
    });
    if (sent) {
      setText("");
      if (withImage) image.remove();
    }
  }

  const asked = useRef(false);
  useEffect(() => {
    if (!askOnMount || asked.current) return;
    asked.current = true;
    void tutor.ask({ text: askOnMount, imageDataUrl: null });
  }, [askOnMount, tutor]);

  function handleClear() {
    if (!tutor.hasConversation) {
      toast.info(t("msg.noConversationToClear"));
      return;
    }
    setConfirming(true);
  }

  const similar = tutor.shown?.kind === "answer" ? tutor.shown.exchange.similarQuestions : [];
  return (
    <div className="tutor-panel">
      {examples.length > 0 ? (
        <section className="examples" aria-labelledby="examples-title">
          <h2 id="examples-title">{t("tutor.tryExample")}</h2>
          <ul>
            {examples.map((q) => (
              <li key={q}>
                <button
                  type="button"
                  className="tutor-chip"
                  disabled={tutor.solving}
                  onClick={() => void askNow(q)}
                >
                  {q}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <QuestionBox
        text={text}
        onTextChange={setText}
        attachment={image.attachment}
        onAttach={(file) => void image.attach(file)}
        onRemoveAttachment={image.remove}
        solving={tutor.solving}
        onSolve={() => void askNow(text, true)}
        placeholder={placeholder}
        speechLang={speechLang}
      />
      <SolutionArea shown={tutor.shown} />
      {tutor.shown?.kind === "answer" && tutor.shown.exchange.offline ? (
        <p className="answered-offline" role="status">
          {t("tutor.offline.answeredOffline")}
        </p>
      ) : null}
      {tutor.shown?.kind === "answer" ? <AnswerCheck exchange={tutor.shown.exchange} /> : null}
      <SimilarQuestions questions={similar} disabled={tutor.solving} onAsk={(q) => void askNow(q)} />
      {tutor.recent.length > 0 ? (
        <Suspense fallback={null}>
          <RecentQuestions
            recent={tutor.recent}
            onShow={(task) => {
              const exchange = tutor.toExchange(task);
              if (exchange) tutor.showExchange(exchange);
            }}
          />
        </Suspense>
      ) : null}
      <div className="clear-row">
        <button
          type="button"
          className="secondary"
          disabled={tutor.clearing || tutor.solving}
          onClick={handleClear}
        >
          {t("tutor.clearChat")}
        </button>
      </div>
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t("tutor.clearTitle")}
            message={t("tutor.clearMessage")}
            confirmLabel={t("tutor.clearChat")}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              void tutor.clear();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
