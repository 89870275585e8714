import { RoundTripPanel } from "../features/round-trip/components/RoundTripPanel";

export default function RoundTripPage() {
  return <RoundTripPanel />;
}
