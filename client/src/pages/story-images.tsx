import { StoryImagesPage } from "../features/story/components/StoryImagesPage";

/** /story-images: illustrated stories from a child's idea. */
export default function StoryImages() {
  return <StoryImagesPage />;
}
