import { FeaturePage, type FeatureRef } from "../features/feature/components/FeaturePage";

/** The placeholder for a route whose feature lands with another issue (see app/routes.ts). */
export default function FeatureRoutePage({ feature }: { feature: FeatureRef }) {
  return <FeaturePage feature={feature} />;
}
