import { useMutation } from "@apollo/client/react";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { offline, unwrap } from "../../../shared/lib/result";
import { useAuth } from "../../auth/hooks/use-auth";
import { saveDownloadedTest } from "../../flashcards/utils/offline-store";
import { DownloadQuickTestDocument } from "../graphql/assessment";

/**
 * Downloads a quick test to take offline (issue 27): the server makes the attempt and sends its
 * items (never keys), time limit and due time; they are kept on the device under the user's id.
 * Returns the test id, or null.
 */
export function useDownloadQuickTest() {
  const { user } = useAuth();
  const [download, { loading }] = useMutation(DownloadQuickTestDocument);
  async function run(input: {
    subject?: string;
    grade?: number;
    chapterIds?: string[];
    length?: number;
    assignmentId?: string;
  }): Promise<string | null> {
    if (!user) return null;
    try {
      const res = (await download({ variables: { input } })).data?.downloadQuickTest;
      if (res?.__typename === "ValidationError") {
        toast.error(localizeMessage(res.issues[0]?.message ?? i18n.t("flashcards.checkInput")));
        return null;
      }
      const test = unwrap(res);
      if (!test) return null;
      await saveDownloadedTest({
        userId: user.id,
        testId: test.id,
        subject: test.subject,
        grade: test.grade,
        assignmentId: test.assignmentId ?? null,
        limitSeconds: test.limitSeconds,
        dueAt: test.dueAt ?? null,
        items: test.items,
      });
      toast.success(i18n.t("assessment.downloaded"));
      return test.id;
    } catch {
      return offline();
    }
  }
  return { download: run, downloading: loading };
}
