/**
 * The answer a teacher sees when the subject needs a model and none is configured. On its own (no
 * zod) so the client's English strings can show it without loading the job's schemas.
 */
export const AI_PROVIDER_NEEDED =
  "An AI provider is needed to answer questions in this subject. Ask your administrator to set OPENAI_API_KEY (any OpenAI-compatible server works) and try again.";
