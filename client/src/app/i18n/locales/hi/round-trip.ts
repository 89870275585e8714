import type { Translation } from "../en/index";

export const roundTrip: Translation["roundTrip"] = {
  title: "पाइपलाइन जाँच",
  intro:
    "आपका पाठ सर्वर पर जाता है, सहेजा जाता है, कतार में लगता है, एक वर्कर उसे प्रोसेस करता है और वह लाइव वापस आता है।",
  text: "पाठ",
  delay: "वर्कर की देरी (ms)",
  sending: "भेजा जा रहा है...",
  send: "भेजें",
  status: "स्थिति",
  result: "परिणाम",
  processedBy: "प्रोसेस करने वाला",
  statuses: { QUEUED: "कतार में", RUNNING: "चल रहा है", DONE: "पूरा", FAILED: "विफल" },
};
