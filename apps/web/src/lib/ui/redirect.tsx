import { Navigate, useParams } from 'react-router';
import { contentLocale } from '../session/content-locale';

/** A redirect whose target may hold `{locale}` (the content locale) or `:param`s of the current route. */
export function RedirectTo({ to }: { to: string }) {
  const params = useParams();
  const target = to
    .replace('{locale}', contentLocale())
    .replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '');
  return <Navigate to={target} replace />;
}
