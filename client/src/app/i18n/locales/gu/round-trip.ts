import type { Translation } from "../en/index";

export const roundTrip: Translation["roundTrip"] = {
  title: "પાઇપલાઇન ચકાસણી",
  intro: "તમારું લખાણ સર્વર પર જાય છે, સચવાય છે, કતારમાં મુકાય છે, એક વર્કર તેની પ્રક્રિયા કરે છે અને તે લાઇવ પાછું આવે છે.",
  text: "લખાણ",
  delay: "વર્કરનો વિલંબ (ms)",
  sending: "મોકલાઈ રહ્યું છે...",
  send: "મોકલો",
  status: "સ્થિતિ",
  result: "પરિણામ",
  processedBy: "પ્રક્રિયા કરનાર",
  statuses: { QUEUED: "કતારમાં", RUNNING: "ચાલી રહ્યું છે", DONE: "પૂર્ણ", FAILED: "નિષ્ફળ" },
};
