import { MESSAGES } from "@vidya/core/messages";
import { IMAGE_DATA_URL_MAX_CHARS } from "@vidya/core/schemas/image";
import { z } from "zod";
import { builder } from "../../builder";
import { viewerId } from "../common/viewer";
import { type StoredImageInfo, uploadImage } from "./images.service";

const StoredImage = builder.objectRef<StoredImageInfo>("StoredImage").implement({
  description: "An image attached to a question, stored once and referenced by id.",
  authScopes: { verified: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    mime: t.exposeString("mime"),
    size: t.exposeInt("size"),
  }),
});

/** A data URL longer than a 5 MB image can need is refused before the resolver runs. */
const DataUrlSchema = z
  .string()
  .max(IMAGE_DATA_URL_MAX_CHARS, MESSAGES.imageTooLarge)
  .regex(/^data:/, MESSAGES.selectImageFile);

builder.mutationField("uploadImage", (t) =>
  t.field({
    type: StoredImage,
    description: "Stores an image (a base64 data URL, at most 5242880 bytes) for askTutor's imageId.",
    authScopes: { verified: true },
    errors: {},
    args: { dataUrl: t.arg.string({ required: true, validate: DataUrlSchema }) },
    resolve: (_root, args, ctx) => uploadImage(ctx, viewerId(ctx), args.dataUrl),
  }),
);
