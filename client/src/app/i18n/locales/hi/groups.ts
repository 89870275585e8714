import type { Translation } from "../en/index";

export const groups: Translation["groups"] = {
  title: "अध्ययन समूह",
  intro: "आप जो सीख रहे हैं उस पर सहपाठियों से बात करें। विनम्र रहें: संदेशों की शिकायत की जा सकती है।",
  yours: "आपके समूह",
  loading: "लोड हो रहा है",
  none: "आप अभी किसी अध्ययन समूह में नहीं हैं। एक बनाएँ, या किसी दोस्त के कोड से जुड़ें।",
  createTitle: "समूह बनाएँ",
  name: "समूह का नाम",
  namePlaceholder: "जैसे कक्षा 8 बीजगणित",
  nameHint: "3 से 60 अक्षर।",
  subject: "विषय",
  creating: "बना रहे हैं…",
  create: "समूह बनाएँ",
  joinTitle: "कोड से जुड़ें",
  code: "आमंत्रण कोड",
  codeInvalid: "8 अक्षरों का आमंत्रण कोड दर्ज करें।",
  joining: "जुड़ रहे हैं…",
  join: "समूह से जुड़ें",
};
