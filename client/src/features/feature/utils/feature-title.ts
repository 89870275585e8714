import type { TFunction } from "i18next";
import type { FeatureKey, SubjectKey, TopicKey } from "../../subjects/utils/subjects";

/** A tool's name with its subject or topic filled in, in the current language. */
export function featureTitle(
  t: TFunction,
  ref: { feature: FeatureKey; subject?: SubjectKey; topic?: TopicKey },
): string {
  const subject = ref.subject ? t(`subjectNames.${ref.subject}`) : "";
  const topic = ref.topic ? t(`topicNames.${ref.topic}`) : "";
  return t(`features.${ref.feature}`, { subject, topic });
}
