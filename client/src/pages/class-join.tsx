import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { JoinClassCard } from "../features/classrooms/components/JoinClassCard";
import { ViewerRoleDocument } from "../features/classrooms/graphql/classrooms";
import "../features/classrooms/classrooms.css";

/** /classes/join/:code — the link a teacher shares; a student reads the notice and joins. */
export default function ClassJoinPage() {
  const { code } = useParams();
  const { data } = useQuery(ViewerRoleDocument);
  if (data?.me?.role === "teacher") {
    return (
      <div className="cls-page">
        <p className="cls-notice">
          This is a join link for students. Teachers manage classes on the{" "}
          <Link to="/teacher-dashboard">teacher dashboard</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className="cls-page">
      <JoinClassCard initialCode={code ?? ""} autoFocus />
      <p>
        <Link to="/classes">Your classes</Link>
      </p>
    </div>
  );
}
