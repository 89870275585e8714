import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { ExportMyDataDocument } from "../graphql/profile";

/** Downloads everything Vidya holds about the user as a JSON file. */
export function useExportMyData() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  async function download(): Promise<boolean> {
    setExporting(true);
    try {
      const { data } = await client.query({ query: ExportMyDataDocument, fetchPolicy: "network-only" });
      if (!data) throw new Error("no data");
      const url = URL.createObjectURL(new Blob([data.exportMyData], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = `vidya-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success(t("profile.downloaded"));
      return true;
    } catch {
      toast.error(t("common.networkError"));
      return false;
    } finally {
      setExporting(false);
    }
  }
  return { download, exporting };
}
