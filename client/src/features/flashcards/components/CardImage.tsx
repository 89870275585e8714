import { useEffect, useState } from "react";
import { useAccessToken } from "../../../shared/lib/access-token";
import { imageObjectUrl } from "../utils/upload";

/** A card's image: fetched with the access token (uploads are private), shown from an object URL. */
export function CardImage({ path, alt }: { path: string; alt: string }) {
  const getToken = useAccessToken();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    void imageObjectUrl(path, getToken()).then((u) => {
      url = u;
      if (live) setSrc(u);
      else if (u) URL.revokeObjectURL(u);
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, getToken]);
  return src ? <img className="fc-image" src={src} alt={alt} /> : null;
}
