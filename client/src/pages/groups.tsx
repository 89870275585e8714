import { GroupsHome } from "../features/groups/components/GroupsHome";

export default function GroupsPage() {
  return <GroupsHome />;
}
