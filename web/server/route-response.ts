// What the server's own routes (feeds, sitemap, robots.txt, short links) answer. Its own file so that the route
// table (discovery-routes.ts) and the routes it calls do not import each other.
export type RouteResponse = { status: number; headers: Record<string, string>; body: string };
