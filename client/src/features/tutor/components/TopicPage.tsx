import type { MathTopicName } from "@vidya/core/tutor/math-topics";
import { TOPIC_INFO } from "@vidya/core/tutor/topics";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { offlineMath } from "../utils/offline-math";
import { topicKey } from "../utils/topics";
import { TutorPanel } from "./TutorPanel";

/** "Use offline (size)" (issue 27) loads after the page. */
const UseOffline = lazy(() => import("./UseOffline").then((m) => ({ default: m.UseOffline })));

/** State a link may carry to ask a question on arrival (the general box on /mathematics does). */
export interface AskOnArrival {
  ask?: string;
}

/**
 * A math topic page (SPEC 2): back link to /mathematics, the topic's description, four example
 * questions (clicking asks) and the question box. A question handed over by the general box on
 * /mathematics is asked once on arrival.
 */
export function TopicPage({ topic }: { topic: MathTopicName }) {
  const { t } = useTranslation();
  const info = TOPIC_INFO[topic];
  const title = t(`topicNames.${topicKey(topic)}`);
  const location = useLocation();
  const navigate = useNavigate();
  const [arrival] = useState(() => (location.state as AskOnArrival | null)?.ask ?? null);
  useEffect(() => {
    // Forget the handed-over question, so a reload or Back does not ask it again.
    if (arrival) navigate(location.pathname, { replace: true, state: null });
  }, [arrival, navigate, location.pathname]);
  return (
    <article className="topic-page" aria-labelledby="topic-title">
      <Link to="/mathematics" className="back-link">
        {t("tutor.backToMath")}
      </Link>
      <h1 id="topic-title">{title}</h1>
      <p className="topic-description">{t(`tutor.topicDescriptions.${topicKey(topic)}`)}</p>
      <Suspense fallback={null}>
        <UseOffline onReady={() => offlineMath.preload().catch(() => undefined)} />
      </Suspense>
      <TutorPanel
        key={topic}
        offline={offlineMath}
        scope={{ subject: "mathematics", topic }}
        examples={info.examples}
        askOnMount={arrival}
        placeholder={t("tutor.typeQuestion", { topic: title.toLowerCase() })}
      />
    </article>
  );
}
