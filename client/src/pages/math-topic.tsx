import { useLocation } from "react-router";
import { TopicPage } from "../features/tutor/components/TopicPage";
import { topicFromPath } from "../features/tutor/utils/topics";
import NotFound from "./not-found";

/** /math/arithmetic … /math/problem-solving: one page per topic, chosen by the path. */
export default function MathTopic() {
  const topic = topicFromPath(useLocation().pathname);
  return topic ? <TopicPage topic={topic} /> : <NotFound />;
}
