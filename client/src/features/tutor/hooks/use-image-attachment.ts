import { imageProblem } from "@vidya/core/schemas/image";
import { useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";

/** An attached picture: the file's name and its data URL (the preview, and what is uploaded). */
export interface Attachment {
  name: string;
  dataUrl: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Checks a chosen file as SPEC 5 says ('Select image file.', 'Image < 5MB.') and keeps its preview. */
export function useImageAttachment() {
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  async function attach(file: File | undefined) {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      toast.error(localizeMessage(problem));
      return;
    }
    try {
      setAttachment({ name: file.name, dataUrl: await readAsDataUrl(file) });
    } catch {
      toast.error(i18n.t("tutor.pictureUnreadable"));
    }
  }
  return { attachment, attach, remove: () => setAttachment(null) };
}
