import { ALLOW, type ModerationVerdict, verdictFromCategories } from "@vidya/core/moderation/moderate";
import OpenAI from "openai";
import type { AiEnv } from "../../env";
import { usesOpenAi } from "./choose-provider";
import { usesOpenAiModeration } from "./openai-chat";
import { ProviderError } from "./provider";

/** A picture made by the image provider. */
export interface MadeImage {
  mime: "image/png" | "image/jpeg" | "image/webp";
  bytes: Buffer;
}

/** The picture side of the provider layer: the OpenAI Images API through the official SDK. */
export interface ImageProvider {
  readonly model: string;
  generate(prompt: string, signal?: AbortSignal): Promise<MadeImage>;
  /** OpenAI's moderation of the picture itself when moderation calls the endpoint, else ALLOW. */
  moderate(image: MadeImage): Promise<ModerationVerdict>;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function kindOf(bytes: Buffer): MadeImage["mime"] | null {
  if (bytes.subarray(0, 8).equals(PNG)) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "image/webp";
  return null;
}

/** Null when there is no image provider: no OpenAI-compatible model, or OPENAI_IMAGE_MODEL=none. */
export function createImageProvider(env: AiEnv): ImageProvider | null {
  if (!usesOpenAi(env) || env.OPENAI_IMAGE_MODEL === "none") return null;
  const client = new OpenAI({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL ?? null,
    timeout: Math.max(env.AI_TIMEOUT_MS, 120_000),
    maxRetries: env.AI_MAX_RETRIES,
    logLevel: "off",
  });
  const moderationOn = usesOpenAiModeration(env);
  const model = env.OPENAI_IMAGE_MODEL;
  return {
    model,
    async generate(prompt, signal) {
      let b64: string | undefined;
      try {
        const res = await client.images.generate(
          { model, prompt, n: 1, size: "1024x1024", quality: "low" },
          { signal },
        );
        b64 = res.data?.[0]?.b64_json ?? undefined;
      } catch (error) {
        if (error instanceof OpenAI.APIError && typeof error.status === "number") {
          const kind =
            error.status === 400 ? "refused" : error.status === 429 ? "rate-limited" : "server-error";
          throw new ProviderError(`${error.status} ${error.message}`.slice(0, 300), kind);
        }
        throw new ProviderError(error instanceof Error ? error.message : String(error), "connection");
      }
      if (!b64) throw new ProviderError("the reply had no picture", "empty");
      const bytes = Buffer.from(b64, "base64");
      const mime = kindOf(bytes);
      if (!mime) throw new ProviderError("the reply was not a PNG, JPEG or WebP picture", "unreadable");
      return { mime, bytes };
    },
    async moderate(image) {
      if (!moderationOn) return ALLOW;
      const url = `data:${image.mime};base64,${image.bytes.toString("base64")}`;
      const result = await client.moderations.create({
        model: "omni-moderation-latest",
        input: [{ type: "image_url", image_url: { url } }],
      });
      const first = result.results[0];
      if (!first?.flagged) return ALLOW;
      return verdictFromCategories({ ...first.categories } as unknown as Record<string, boolean>);
    },
  };
}

let shared: { env: AiEnv; images: ImageProvider | null } | null = null;
/** One image client per process and environment. */
export function sharedImageProvider(env: AiEnv): ImageProvider | null {
  if (shared?.env !== env) shared = { env, images: createImageProvider(env) };
  return shared.images;
}
