import { Navigate, useParams } from 'react-router';
import { contentLocale } from '../session/content-locale';
import { useLandingPath } from '../session/landing';

/** A redirect whose target may hold `{locale}` (the content locale) or `:param`s of the current route. */
export function RedirectTo({ to }: { to: string }) {
  const params = useParams();
  const target = to
    .replace('{locale}', contentLocale())
    .replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '');
  return <Navigate to={target} replace />;
}

/** To the admin's landing screen (the first menu entry their group may open). */
export function RedirectToLanding() {
  return <Navigate to={useLandingPath()} replace />;
}
