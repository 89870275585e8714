import type { Translation } from "../en/index";

export const groups: Translation["groups"] = {
  title: "અભ્યાસ જૂથો",
  intro: "તમે જે શીખી રહ્યાં છો તેના વિશે સહપાઠીઓ સાથે વાત કરો. વિનમ્ર રહો: સંદેશાની ફરિયાદ કરી શકાય છે.",
  yours: "તમારાં જૂથો",
  loading: "લોડ થઈ રહ્યું છે",
  none: "તમે હજુ કોઈ અભ્યાસ જૂથમાં નથી. એક બનાવો, અથવા મિત્રના કોડથી જોડાઓ.",
  createTitle: "જૂથ બનાવો",
  name: "જૂથનું નામ",
  namePlaceholder: "દા.ત. ધોરણ 8 બીજગણિત",
  nameHint: "3 થી 60 અક્ષર.",
  subject: "વિષય",
  creating: "બનાવી રહ્યાં છીએ…",
  create: "જૂથ બનાવો",
  joinTitle: "કોડથી જોડાઓ",
  code: "આમંત્રણ કોડ",
  codeInvalid: "8 અક્ષરનો આમંત્રણ કોડ લખો.",
  joining: "જોડાઈ રહ્યાં છીએ…",
  join: "જૂથમાં જોડાઓ",
};
