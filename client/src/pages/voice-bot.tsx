import { VoiceBotPage } from "../features/voice/components/VoiceBotPage";

/** /voice-bot: a hands-free spoken conversation. */
export default function VoiceBot() {
  return <VoiceBotPage />;
}
