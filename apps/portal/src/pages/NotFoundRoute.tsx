import { NotFoundPage } from '@nuvem/ui';

/** /404 (spec §2.1), loaded when first visited. */
export default function NotFoundRoute() {
  return <NotFoundPage />;
}
