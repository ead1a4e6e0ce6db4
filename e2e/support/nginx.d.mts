export declare const nginxBinary: string;
/** Starts deploy/nginx.conf over dist/ on 127.0.0.1:port; resolves when it answers. */
export declare const startNginx: (port: number) => Promise<{ url: string; stop: () => void }>;
