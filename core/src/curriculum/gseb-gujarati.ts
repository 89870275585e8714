import type { NcertBook } from "./types";

/**
 * Gujarati. NCERT publishes no Gujarati textbook; Gujarati medium schools use the Gujarat State
 * Board (GSEB / Gujarat State School Textbook Board) books, so those are the books to list here,
 * with publisher "GSEB", language "gu" and titles in Gujarati script.
 *
 * None is shipped yet. The public sources found give single chapters only, never a whole
 * contents page: for the class 10 first-language book, gsebsolutions.com and studiestoday.com
 * name chapter 2 "રેસનો ઘોડો", chapter 8 "છત્રી" and chapter 24 "ઘોડીની સ્વામીભક્તિ", and a
 * school blog names poem 1 "વૈષ્ણવજન". Numbering the rest would be guessing, so no GSEB book is
 * listed; teachers add the chapters they teach as their own. Add a book here only from a full
 * contents page (the GSEB textbook PDF's અનુક્રમણિકા), with its edition year.
 */
export const GSEB_GUJARATI: readonly NcertBook[] = [];
