/** A student's classes: joining one (with what the teacher will see) and leaving it. */
export const classes = {
  joinTitle: "Join a class",
  teacherIs: "Teacher: {{name}}.",
  joinCode: "Join code",
  beforeJoin:
    "When you join, your teacher will see your learning activity in this class: questions you ask and their answers, focus sessions, study time, flashcard reviews and quiz scores.",
  joining: "Joining...",
  join: "Join class",
  yours: "Your classes",
  none: "You are not in any class yet.",
  classN: "Class {{n}}",
  teacherLine: "Teacher: {{name}} · {{subjects}}",
  confirmLeave: "Leave {{name}}? Your teacher will no longer see your activity there.",
  left: "You left {{name}}.",
  joined: "You joined {{name}}.",
  alreadyIn: "You are already in {{name}}.",
  /** Word for word the server's notice (classrooms.service ACTIVITY_NOTICE). */
  activityNotice:
    "Your teacher can see your learning activity in this class: questions you ask and their answers, focus sessions, study time, flashcard reviews and quiz scores.",
  leave: "Leave class",
  teacherLink: "This is a join link for students. Teachers manage classes on the <1>teacher dashboard</1>.",
};
