export declare const distDir: string;
export declare const htmlFiles: (dir?: string) => string[];
export declare const routeOf: (file: string) => string;
export declare const fileFor: (path: string) => string | undefined;
export declare const tags: (html: string, name: string) => string[];
export declare const references: (html: string) => string[];
export declare const ids: (html: string) => Set<string>;
export declare const gzipSize: (text: string | Buffer) => number;
export interface PageBytes {
  /** gzip bytes of the HTML document */
  html: number;
  /** gzip bytes of the render-blocking stylesheets */
  css: number;
  /** JS gzip that runs or downloads before the visitor interacts: scripts in the page, their static imports, and islands that hydrate without interaction. */
  jsBeforeInteraction: number;
  /** All JS the page can load, islands that hydrate on interaction included. */
  jsTotal: number;
}
export declare const pageBytes: (file: string) => PageBytes;
