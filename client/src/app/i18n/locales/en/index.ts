import { enShell } from "./app";
import { enCore } from "./core";
import { enFeatures } from "./features";

/** The English UI: the reference every other language must match key for key. */
export const en = { ...enCore, ...enShell, ...enFeatures };

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape of one language's translations. */
export type Translation = DeepStrings<typeof en>;
