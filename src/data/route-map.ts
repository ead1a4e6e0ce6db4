/**
 * The roads on the contact page's drawn map (src/lib/route-map.ts, served as /kaart.svg): the garage's own street comes
 * from its address in business.ts, the roads around it are named here. The map is a stylised street plan, not to scale
 * and without a compass: it shows which main road to turn off, and the link under it plans the real route.
 */
import { toConfirm } from './to-confirm';

export interface RouteMapRoads {
  /** The main road along the top of the map, that the garage's street leaves. */
  mainRoad: string;
  /** The through road down the left of the map, that the garage's street starts from. */
  crossRoad: string;
  /** The nearest motorway, down the right of the map, as its shield reads ("A27"). */
  motorway: string;
}

export const routeMapRoads: RouteMapRoads = toConfirm(
  { mainRoad: 'Zambesidreef', crossRoad: 'Einsteindreef', motorway: 'A27' },
  'the roads on the contact page’s drawn map (/kaart.svg): the main road and the through road nearest the workshop, and the nearest motorway',
);
