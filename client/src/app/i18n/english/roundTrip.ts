import { addEnglish } from "../app-strings";
import { roundTrip } from "../locales/en/round-trip";

addEnglish({ roundTrip });
