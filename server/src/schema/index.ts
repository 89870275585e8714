import { builder } from "../builder";
import "../modules/system/system.schema";
import "../modules/common/scalars.schema";
import "../modules/common/errors.schema";
import "../modules/round-trip/round-trip.schema";
import "../modules/profile/profile.schema";
import "../modules/auth/auth.schema";
import "../modules/groups/groups.schema";
import "../modules/groups/group-messages.schema";
import "../modules/groups/group-moderation.schema";
import "../modules/groups/group-live.schema";
import "../modules/stats/stats.schema";
import "../modules/flashcards/flashcards.schema";
import "../modules/flashcards/flashcard-review.schema";
import "../modules/flashcards/flashcard-generation.schema";
import "../modules/classrooms/classrooms.schema";
import "../modules/presence/presence.schema";
import "../modules/dashboard/dashboard.schema";
import "../modules/chapters/chapters.schema";
import "../modules/focus-timer/focus-timer.schema";
import "../modules/study-time/study-time.schema";
import "../modules/images/images.schema";
import "../modules/tutor/tutor.schema";
import "../modules/chat/chat.schema";
import "../modules/history/history.schema";
import "../modules/socratic/socratic.schema";

/** The whole GraphQL schema, built once per process. */
export const schema = builder.toSchema({ sortSchema: true });
