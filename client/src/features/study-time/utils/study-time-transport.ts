import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";
import { requestBody } from "../../../app/trusted-documents";
import { RecordStudyTimeDocument, StudyTimeDocument } from "../graphql/study-time";

function endpoint(): string {
  return import.meta.env.VITE_GRAPHQL_URL ?? "/graphql";
}

/**
 * One GraphQL request with the access token. `keepalive` lets it finish after the page is gone (the
 * unload save): unlike sendBeacon, fetch with keepalive can carry the Authorization header.
 */
async function post<R, V>(
  doc: TypedDocumentNode<R, V>,
  variables: V,
  token: string,
  keepalive = false,
): Promise<R | null> {
  const res = await fetch(endpoint(), {
    method: "POST",
    keepalive,
    credentials: "include",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    // Synchronous on purpose: the unload save must start its request before the page goes.
    body: requestBody(doc, () => doc.loc?.source.body ?? print(doc), variables),
  });
  if (!res.ok) return null;
  const body = (await res.json()) as { data?: R | null };
  return body.data ?? null;
}

/** Sends one report; the server's running total on success, null on any failure (SPEC 8: silent). */
export async function sendStudyReport(
  report: { reportId: string; localDate: string; seconds: number },
  token: string,
  keepalive: boolean,
): Promise<number | null> {
  try {
    const data = await post(RecordStudyTimeDocument, { input: report }, token, keepalive);
    const result = data?.recordStudyTime;
    return result?.__typename === "MutationRecordStudyTimeSuccess" ? result.data.totalSeconds : null;
  } catch {
    return null;
  }
}

/** SPEC 7's read: the server's total, or null if it cannot be read now. */
export async function readRemoteTotal(today: string, token: string): Promise<number | null> {
  try {
    const data = await post(StudyTimeDocument, { from: today, to: today }, token);
    const result = data?.studyTime;
    return result?.__typename === "QueryStudyTimeSuccess" ? result.data.totalSeconds : null;
  } catch {
    return null;
  }
}
