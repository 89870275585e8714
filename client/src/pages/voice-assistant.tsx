import { VoiceAssistantPage } from "../features/voice/components/VoiceAssistantPage";

/** /voice-assistant: push to talk, hear and read the answer. */
export default function VoiceAssistant() {
  return <VoiceAssistantPage />;
}
