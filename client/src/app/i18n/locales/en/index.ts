import { enApp } from "./app";
import { enCore } from "./core";

/** The English UI: the reference every other language must match key for key. */
export const en = { ...enCore, ...enApp };

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape of one language's translations. */
export type Translation = DeepStrings<typeof en>;
