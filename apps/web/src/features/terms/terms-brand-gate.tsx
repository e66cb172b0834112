import { Navigate, Outlet, useLocation } from 'react-router';
import { brandFeatures } from '../../lib/brand/brand';

/** The other brand's terms path (a bookmark, an old link) leads to this brand's, locale kept. */
export function TermsBrandGate({ termsPath }: { termsPath: '/tos' | '/tou' }) {
  const location = useLocation();
  const own = brandFeatures().termsPath;
  if (own === termsPath) return <Outlet />;
  const rest = location.pathname.slice(termsPath.length);
  return <Navigate to={`${own}${rest}${location.search}`} replace />;
}
