import { landingPath } from '@newsroom/contract';
import { currentBrand } from '../brand/brand';
import { contentLocale } from './content-locale';
import { useCurrentUser } from './current-user';

/** Where this admin starts: the first menu entry their group may open (the contract's menu data). */
export function useLandingPath(): string {
  const { user } = useCurrentUser();
  return (user && landingPath(user, currentBrand(), contentLocale())) || '/content/videos/all';
}
