import type { ParseKeys } from "i18next";
import { cloneElement, type ReactElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;
// Values stand in the text as private-use characters around their name until the tags are read.
const MARK = /\uE000(\w+)\uE001/g;

/**
 * A translated text whose tags are filled by elements: "<0>{{count}}</0> online now" with
 * `components={[<strong />]}` shows the count in bold, and `<1>…</1>` or `<r>…</r>` take
 * `components={{ 1: <Link … />, r: <strong /> }}`. The values are put in after the tags are read, so a
 * value that looks like a tag (a student's answer "x<y>…") stays text. react-i18next's <Trans> does
 * the same for nested markup too, but weighs about 5 KB gzipped, a fiftieth of a page's budget; the
 * texts here use flat tags only.
 */
export function Rich(props: {
  i18nKey: ParseKeys;
  count?: number;
  values?: Record<string, string | number>;
  components: ReactElement[] | Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const values = props.values ?? {};
  const marks = Object.fromEntries(Object.keys(values).map((k) => [k, `\uE000${k}\uE001`]));
  const text = t(props.i18nKey, { ...marks, ...(props.count === undefined ? {} : { count: props.count }) });
  const fill = (s: string) => s.replace(MARK, (_, k: string) => String(values[k] ?? ""));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    if (m.index > last) parts.push(fill(text.slice(last, m.index)));
    const element = (props.components as Record<string, ReactElement | undefined>)[m[1] as string];
    const inner = fill(m[2] ?? "");
    parts.push(element ? cloneElement(element, { key: `${m.index}` }, inner) : inner);
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(fill(text.slice(last)));
  return <>{parts}</>;
}
