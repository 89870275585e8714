import { useParams } from "react-router";
import { ToolGate } from "../features/consent/components/ToolGate";
import { GroupChat } from "../features/groups/components/GroupChat";

export default function GroupChatPage() {
  const { id = "" } = useParams();
  return (
    <ToolGate tool="studyGroups">
      <GroupChat key={id} groupId={id} />
    </ToolGate>
  );
}
