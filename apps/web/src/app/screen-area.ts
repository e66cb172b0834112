import { SCREEN_ACCESS, type TAccessArea } from '@newsroom/contract';
import { matchPath } from 'react-router';

/** The access area guarding a path, from the contract's screen table (first match wins). */
export function screenArea(pathname: string): TAccessArea | undefined {
  return SCREEN_ACCESS.find((screen) => matchPath({ path: screen.path, end: true }, pathname))
    ?.area;
}
