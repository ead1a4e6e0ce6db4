import type { APIRoute } from 'astro';
import { routeMapSvg } from '../lib/route-map';

/** The contact page's drawn map (src/lib/route-map.ts), written at build time as /kaart.svg: no map tiles, no third party. */
export const GET: APIRoute = () => new Response(routeMapSvg(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
