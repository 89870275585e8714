import { memo } from "react";
import { Markdown } from "../../../shared/ui/Markdown";

/**
 * A chat message: the app's one Markdown renderer in its "chat" variant — a Markdown subset with
 * $inline$ and $$block$$ maths (KaTeX). Raw HTML is dropped, not rendered; images, headings, tables
 * and rules are reduced to their text; links open in a new tab without passing on who we are, and
 * react-markdown refuses javascript: and other unsafe URLs. The renderer and KaTeX load lazily.
 */
export const MessageBody = memo(function MessageBody({ text }: { text: string }) {
  return <Markdown text={text} className="gc-body" variant="chat" />;
});
