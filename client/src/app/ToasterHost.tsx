import { useEffect } from "react";
import { Toaster, type ToasterProps } from "sonner";
import { markToasterMounted } from "./toast";

/** sonner's Toaster, loaded after the first paint; toasts asked for earlier show once it listens. */
export default function ToasterHost(props: ToasterProps) {
  // The Toaster (a child) subscribes in its own effect, which runs before this one.
  useEffect(() => markToasterMounted(), []);
  return <Toaster {...props} />;
}
