import type { NcertBook } from "./types";

/**
 * NCERT Hindi textbooks. Chapter titles in Devanagari, as printed.
 *
 * Sources (public GitHub repositories found with the code search; a book is kept when a full
 * list was found and no other list contradicts it):
 * - Veena 3, 4 and 5, Malhar 6: BrainSpark AI's ALL_CHAPTERS table, in Devanagari; Veena 5 also
 *   in three further repositories (one with NCERT's chapter PDFs), Malhar 6 in several.
 * - Malhar 7: a household app whose textbook map was "transcribed from the opening page of each
 *   bundled NCERT section" (book code ghml1), a question-paper generator's NEW_NCERT_SYLLABUS
 *   and three more lists, all agreeing.
 * - Malhar 8: the same question-paper generator, two further app repositories and a chapter-wise
 *   video list, agreeing (ten chapters).
 * - Classes 9 and 10: the question-paper generator's Kshitij, Kritika, Sparsh and Sanchayan lists
 *   (Devanagari, with authors) and the StudyOS catalog's lists keyed by NCERT book code (jhks1,
 *   jhkr1, jhsp1, jhsy1); Vitan 2 from the StudyOS catalog and a subject list naming
 *   "12-Hindi Vitan Part 2-NCERT".
 * - Editions and chapter counts: the "Taxila curriculum seed" index (Veena 3: 18, 4: 13, 5: 12,
 *   Malhar 6: 13, 7: 10, 8: 10).
 * Sparsh 2 follows the printed book's fourteen chapters (NCERT codes jhsp101–114); lists that
 * follow the CBSE syllabus leave out "डायरी का एक पन्ना" and "तीसरी कसम के शिल्पकार शैलेंद्र".
 *
 * Not included, and why:
 * - Sarangi (classes 1 and 2): no Devanagari list of its chapters was found.
 * - Sparsh 1 (class 9): the one list found groups poems and prose without the printed order.
 * - Aroh, Vitan 1, Antra and Antral (classes 11 and 12): the lists found disagree on which
 *   chapters the rationalised printing kept. Vitan 2 (three chapters) is included.
 * - Ganga (new class 9 book, 2026-27): not yet confirmed by more than one list.
 */
const RATIONALISED = "NCERT rationalised edition, reprint 2023-24";

export const NCERT_HINDI: readonly NcertBook[] = [
  {
    grade: 3,
    subject: "hindi",
    book: "वीणा (Veena)",
    language: "hi",
    edition: "NCERT first edition 2024 (in use from 2024-25)",
    chapters: [
      "सीखो",
      "चींटी",
      "कितने पैर?",
      "बया हमारी चिड़िया रानी!",
      "आम का पेड़",
      "बीरबल की खिचड़ी",
      "मित्र को पत्र",
      "चतुर गीदड़",
      "प्रकृति पर्व – फूलदेई",
      "रस्साकशी",
      "एक जादुई पिटारा",
      "अपना-अपना काम",
      "पेड़ों की अम्मा 'थिमक्का'",
      "किसान की होशियारी",
      "भारत",
      "चंद्रयान",
      "बोलने वाली माँद",
      "हम अनेक किंतु एक",
    ],
  },
  {
    grade: 4,
    subject: "hindi",
    book: "वीणा (Veena)",
    language: "hi",
    edition: "NCERT first edition 2025 (in use from 2025-26)",
    chapters: [
      "चिड़िया का गीत",
      "बगीचे का घोंघा",
      "नीम",
      "हमारा आहार",
      "आसमान गिरा",
      "जयपुर से पत्र",
      "नकली हीरे",
      "ओणम के रंग",
      "मिठाइयों का सम्मेलन",
      "कैमरा",
      "कविता का कमाल",
      "शतरंज में मात",
      "हमारा आदित्य",
    ],
  },
  {
    grade: 5,
    subject: "hindi",
    book: "वीणा (Veena)",
    language: "hi",
    edition: "NCERT first edition 2025 (in use from 2025-26)",
    chapters: [
      "किरन",
      "न्याय की कुर्सी",
      "चाँद का कुर्ता",
      "साङकेन",
      "सुंदरिया",
      "चतुर चित्रकार",
      "मेरा बचपन",
      "काजीरंगा राष्ट्रीय उद्यान की यात्रा",
      "न्याय",
      "तीन मछलियाँ",
      "हमारे ये कलामंदिर",
      "गंगा की कहानी",
    ],
  },
  {
    grade: 6,
    subject: "hindi",
    book: "मल्हार (Malhar)",
    language: "hi",
    edition: "NCERT first edition 2024 (in use from 2024-25)",
    chapters: [
      "मातृभूमि",
      "गोल",
      "पहली बूँद",
      "हार की जीत",
      "रहीम के दोहे",
      "मेरी माँ",
      "जलाते चलो",
      "सत्रिया और बिहू नृत्य",
      "मैया मैं नहिं माखन खायो",
      "परीक्षा",
      "चेतक की वीरता",
      "हिंद महासागर में छोटा-सा हिंदुस्तान",
      "पेड़ की बात",
    ],
  },
  {
    grade: 7,
    subject: "hindi",
    book: "मल्हार (Malhar)",
    language: "hi",
    edition: "NCERT first edition 2025 (in use from 2025-26)",
    chapters: [
      "माँ, कह एक कहानी",
      "तीन बुद्धिमान",
      "फूल और काँटा",
      "पानी रे पानी",
      "नहीं होना बीमार",
      "गिरिधर कविराय की कुंडलियाँ",
      "वर्षा-बहार",
      "बिरजू महाराज से साक्षात्कार",
      "चिड़िया",
      "मीरा के पद",
    ],
  },
  {
    grade: 8,
    subject: "hindi",
    book: "मल्हार (Malhar)",
    language: "hi",
    edition: "NCERT first edition 2025 (in use from 2025-26)",
    chapters: [
      "स्वदेश",
      "दो गौरैया",
      "एक आशीर्वाद",
      "हरिद्वार",
      "कबीर के दोहे",
      "एक टोकरी भर मिट्टी",
      "मत बाँधो",
      "नए मेहमान",
      "आदमी का अनुपात",
      "तरुण के स्वप्न",
    ],
  },
  {
    grade: 9,
    subject: "hindi",
    slug: "kshitij",
    book: "क्षितिज भाग 1 (Kshitij)",
    language: "hi",
    edition: RATIONALISED,
    chapters: [
      "दो बैलों की कथा",
      "ल्हासा की ओर",
      "उपभोक्तावाद की संस्कृति",
      "साँवले सपनों की याद",
      "प्रेमचंद के फटे जूते",
      "मेरे बचपन के दिन",
      "साखियाँ एवं सबद",
      "वाख",
      "सवैये",
      "कैदी और कोकिला",
      "ग्राम श्री",
      "मेघ आए",
      "बच्चे काम पर जा रहे हैं",
    ],
  },
  {
    grade: 9,
    subject: "hindi",
    slug: "kritika",
    book: "कृतिका भाग 1 (Kritika)",
    language: "hi",
    edition: RATIONALISED,
    chapters: ["इस जल प्रलय में", "मेरे संग की औरतें", "रीढ़ की हड्डी"],
  },
  {
    grade: 9,
    subject: "hindi",
    slug: "sanchayan",
    book: "संचयन भाग 1 (Sanchayan)",
    language: "hi",
    edition: RATIONALISED,
    chapters: ["गिल्लू", "स्मृति", "कल्लू कुम्हार की उनाकोटी", "मेरा छोटा-सा निजी पुस्तकालय"],
  },
  {
    grade: 10,
    subject: "hindi",
    slug: "kshitij",
    book: "क्षितिज भाग 2 (Kshitij)",
    language: "hi",
    edition: RATIONALISED,
    chapters: [
      "सूरदास के पद",
      "राम-लक्ष्मण-परशुराम संवाद",
      "आत्मकथ्य",
      "उत्साह और अट नहीं रही है",
      "यह दंतुरित मुसकान और फसल",
      "संगतकार",
      "नेताजी का चश्मा",
      "बालगोबिन भगत",
      "लखनवी अंदाज़",
      "एक कहानी यह भी",
      "नौबतखाने में इबादत",
      "संस्कृति",
    ],
  },
  {
    grade: 10,
    subject: "hindi",
    slug: "kritika",
    book: "कृतिका भाग 2 (Kritika)",
    language: "hi",
    edition: RATIONALISED,
    chapters: ["माता का अँचल", "साना-साना हाथ जोड़ि...", "मैं क्यों लिखता हूँ?"],
  },
  {
    grade: 10,
    subject: "hindi",
    slug: "sparsh",
    book: "स्पर्श भाग 2 (Sparsh)",
    language: "hi",
    edition: RATIONALISED,
    chapters: [
      "साखी",
      "पद",
      "मनुष्यता",
      "पर्वत प्रदेश में पावस",
      "तोप",
      "कर चले हम फ़िदा",
      "आत्मत्राण",
      "बड़े भाई साहब",
      "डायरी का एक पन्ना",
      "तताँरा-वामीरो कथा",
      "तीसरी कसम के शिल्पकार शैलेंद्र",
      "अब कहाँ दूसरे के दुख से दुखी होने वाले",
      "पतझर में टूटी पत्तियाँ",
      "कारतूस",
    ],
  },
  {
    grade: 10,
    subject: "hindi",
    slug: "sanchayan",
    book: "संचयन भाग 2 (Sanchayan)",
    language: "hi",
    edition: RATIONALISED,
    chapters: ["हरिहर काका", "सपनों के-से दिन", "टोपी शुक्ला"],
  },
  {
    grade: 12,
    subject: "hindi",
    slug: "vitan",
    book: "वितान भाग 2 (Vitan)",
    language: "hi",
    edition: RATIONALISED,
    chapters: ["सिल्वर वैडिंग", "जूझ", "अतीत में दबे पाँव"],
  },
];
