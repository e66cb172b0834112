import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { brandFeatures } from '../brand/brand';
import { NotFoundPage } from './status-pages';

type TBrandNeed = { termsPath: '/tos' | '/tou' } | { newsletters: true };

/** Screens that exist in one brand variant only (SPEC §1) are not found in the other. */
export function BrandGate({ need, children }: { need: TBrandNeed; children?: ReactNode }) {
  const features = brandFeatures();
  const present =
    'termsPath' in need ? features.termsPath === need.termsPath : features.newsletters;
  return present ? (children ?? <Outlet />) : <NotFoundPage />;
}
