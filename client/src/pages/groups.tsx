import { ToolGate } from "../features/consent/components/ToolGate";
import { GroupsHome } from "../features/groups/components/GroupsHome";

export default function GroupsPage() {
  return (
    <ToolGate tool="studyGroups">
      <GroupsHome />
    </ToolGate>
  );
}
