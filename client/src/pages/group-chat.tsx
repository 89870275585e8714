import { useParams } from "react-router";
import { GroupChat } from "../features/groups/components/GroupChat";

export default function GroupChatPage() {
  const { id = "" } = useParams();
  return <GroupChat key={id} groupId={id} />;
}
