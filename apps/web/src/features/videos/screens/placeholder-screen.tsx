import { AreaPlaceholder } from '../../../lib/ui/area-placeholder';

/** Until the area's screens are built: names the screen (from the route's handle). */
export default function PlaceholderScreen() {
  return <AreaPlaceholder />;
}
